// The library's pipeline API has no pipeline for this model's task.
