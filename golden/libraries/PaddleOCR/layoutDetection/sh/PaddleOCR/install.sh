# First install PaddlePaddle for your platform: https://www.paddlepaddle.org.cn/en/install
pip install paddleocr
