pip install multimolecule
