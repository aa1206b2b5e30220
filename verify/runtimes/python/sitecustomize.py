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

# The SDK clients (huggingface_hub, openai) send with httpx (httpx2 in their current releases): its
# transports get the same redirection.
if os.environ.get("VERIFY_MOCK_BASE") and os.environ.get("VERIFY_PATCH_HTTPX"):
    import importlib
    from urllib.parse import urlsplit as _urlsplit

    def _patch_httpx(name):
        try:
            httpx = importlib.import_module(name)
        except ImportError:
            return

        def redirect(request):
            base = os.environ["VERIFY_MOCK_BASE"]
            url = str(request.url)
            if not url.startswith(base + "/"):
                parts = _urlsplit(url)
                request.url = httpx.URL(f"{base}/{parts.netloc}{parts.path}" + (f"?{parts.query}" if parts.query else ""))

        handle = httpx.HTTPTransport.handle_request
        handle_async = httpx.AsyncHTTPTransport.handle_async_request

        def verify_handle(self, request):
            redirect(request)
            return handle(self, request)

        async def verify_handle_async(self, request):
            redirect(request)
            return await handle_async(self, request)

        httpx.HTTPTransport.handle_request = verify_handle
        httpx.AsyncHTTPTransport.handle_async_request = verify_handle_async

    for _name in ("httpx", "httpx2"):
        _patch_httpx(_name)
