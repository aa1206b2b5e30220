pip install git+https://github.com/pq-yang/MatAnyone
