# Loaded by Python at start-up when this folder is on PYTHONPATH: sends every `requests` call to the
# verify mock without touching the snippet. https://host/path?q becomes $VERIFY_MOCK_BASE/host/path?q.
# The base is read per request, so the verify server (serve.py) can set it per forked snippet.
import os

if os.environ.get("VERIFY_MOCK_BASE"):
    try:
        from urllib.parse import urlsplit

        import requests.adapters

        _send = requests.adapters.HTTPAdapter.send

        def _verify_send(self, request, **kwargs):
            base = os.environ["VERIFY_MOCK_BASE"]
            if not request.url.startswith(base + "/"):
                parts = urlsplit(request.url)
                request.url = f"{base}/{parts.netloc}{parts.path}" + (f"?{parts.query}" if parts.query else "")
            return _send(self, request, **kwargs)

        requests.adapters.HTTPAdapter.send = _verify_send
    except ImportError:
        pass
