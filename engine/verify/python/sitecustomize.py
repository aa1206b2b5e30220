# Loaded by Python at start-up when this folder is on PYTHONPATH: sends every `requests` call to the
# verify mock without touching the snippet. https://host/path?q becomes $VERIFY_MOCK_BASE/host/path?q.
import os

_base = os.environ.get("VERIFY_MOCK_BASE")
if _base:
    try:
        from urllib.parse import urlsplit

        import requests.adapters

        _send = requests.adapters.HTTPAdapter.send

        def _verify_send(self, request, **kwargs):
            if not request.url.startswith(_base + "/"):
                parts = urlsplit(request.url)
                request.url = f"{_base}/{parts.netloc}{parts.path}" + (f"?{parts.query}" if parts.query else "")
            return _send(self, request, **kwargs)

        requests.adapters.HTTPAdapter.send = _verify_send
    except ImportError:
        pass
