from relik import Relik

relik = Relik.from_pretrained("relik-ie/relik-entity-linking-large")
output = relik("Michael Jordan was one of the best players in the NBA.")
print(output)
