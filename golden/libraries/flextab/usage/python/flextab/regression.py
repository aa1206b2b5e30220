# Regression on a table: FlexTab learns from the training rows in context, no gradient steps
from sklearn.datasets import load_diabetes
from sklearn.metrics import r2_score
from sklearn.model_selection import train_test_split

from flextab import FlexTabRegressor

X, y = load_diabetes(return_X_y=True)
X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.3, random_state=0)

# a larger context and more bagging rounds are more accurate; lower them if memory runs out
regressor = FlexTabRegressor(max_context_size=8192, bagging=8)
regressor.fit(X_train, y_train)

print("R²:", r2_score(y_test, regressor.predict(X_test)))
