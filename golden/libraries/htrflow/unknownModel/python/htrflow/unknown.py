# HTRflow runs this model as a step of a pipeline (YAML or Python); pick the step and model class it needs:
# https://ai-riksarkivet.github.io/htrflow
