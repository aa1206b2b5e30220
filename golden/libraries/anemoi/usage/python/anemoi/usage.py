import datetime

from anemoi.inference.runners.simple import SimpleRunner

checkpoint = dict(huggingface="ecmwf/aifs-single-1.0")
runner = SimpleRunner(checkpoint, device="cuda")

# The initial conditions: every input field the checkpoint expects, each a NumPy array of
# shape (dates, grid points) with the last date being `date`
fields = {}
input_state = {"date": datetime.datetime(2025, 1, 1, 12), "fields": fields}

for state in runner.run(input_state=input_state, lead_time=12):
    print(state["date"], list(state["fields"]))
