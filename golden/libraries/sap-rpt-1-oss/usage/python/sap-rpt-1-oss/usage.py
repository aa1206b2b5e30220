from sklearn.datasets import load_breast_cancer
from sklearn.model_selection import train_test_split

from sap_rpt_oss import SAP_RPT_OSS_Classifier

# The checkpoint is downloaded from the Hub on first use
X, y = load_breast_cancer(return_X_y=True, as_frame=True)
X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.5, random_state=0)

# A context of 8192 rows with 8-fold bagging is the most accurate; lower both on a smaller GPU
classifier = SAP_RPT_OSS_Classifier(max_context_size=2048, bagging=1)
classifier.fit(X_train, y_train)
predictions = classifier.predict(X_test)
probabilities = classifier.predict_proba(X_test)
