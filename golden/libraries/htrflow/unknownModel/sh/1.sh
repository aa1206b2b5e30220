pip install htrflow
