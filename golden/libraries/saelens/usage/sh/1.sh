pip install sae-lens
