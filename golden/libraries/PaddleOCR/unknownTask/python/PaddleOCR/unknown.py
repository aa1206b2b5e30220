# PaddleOCR runs this model through the module or pipeline for its task; see
# https://www.paddleocr.ai/latest/en/version3.x/module_usage/module_overview.html
