pip install nobg
