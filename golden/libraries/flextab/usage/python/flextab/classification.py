# Classification on a table: FlexTab learns from the training rows in context, no gradient steps
from sklearn.datasets import load_wine
from sklearn.metrics import accuracy_score
from sklearn.model_selection import train_test_split

from flextab import FlexTabClassifier

X, y = load_wine(return_X_y=True)
X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.3, random_state=0)

# a larger context and more bagging rounds are more accurate; lower them if memory runs out
classifier = FlexTabClassifier(max_context_size=8192, bagging=8)
classifier.fit(X_train, y_train)

probabilities = classifier.predict_proba(X_test)
print("accuracy:", accuracy_score(y_test, classifier.predict(X_test)))
