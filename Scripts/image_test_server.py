#!/usr/bin/env python3
"""A loopback HTTP server for ReuseKitImages' tests (python3 standard library only).

    python3 Scripts/image_test_server.py [--port N] [--tls DIR]

Listens on 127.0.0.1 (port 0 picks a free one), prints `PORT <n>` on the first line of standard
output, and exits when standard input closes, so a test that dies cannot leave it running.

It also serves the same routes over plain HTTP on a second free port (another origin than the
first, for redirects between origins). With `--tls DIR` it also makes the certificates of
`test_certificates.py` in DIR and serves the same routes over TLS on four more free loopback ports,
one per certificate. The second line names the ports:
`LISTENERS other-port=<n> [trusted=<n> other-host=<n> self-signed=<n> no-san=<n>]` (trusted:
localhost.pem, for localhost and 127.0.0.1, signed by DIR/ca.pem; other-host: other-host.pem,
signed by it too; self-signed: self-signed.pem; no-san: no-san.pem, signed by the authority but
naming localhost in its common name only). All listeners share one state, so a request held on one
is released on another.

Routes (everything after the route's first path component is free, so each test uses its own
paths; every route takes `delay=MS` to wait before answering):
  /image/...?tag=N&w=W&h=H              a W×H PNG (default 4×4) whose every pixel encodes N as
                                        (N & 255, N >> 8 & 255, N >> 16 & 255, 255)
  /status/...?code=CODE                 answers CODE with a short text body
  /hold/REST?tag=N&wait=S               the image, once /release/REST has been requested (or after
                                        S seconds, default 10), so a test decides when it arrives
  /release/REST                         lets /hold/REST answer (not counted)
  /flaky/...?failures=K&tag=N           503 for the first K requests of this path, then the image
  /truncated-body/...?tag=N             promises the whole PNG in Content-Length, sends half, closes
  /truncated-image/...?tag=N            half a PNG with an honest Content-Length
  /garbage/...                          200 with an HTML page
  /wrong-type/...?tag=N                 a valid PNG labelled text/plain
  /endless/...?chunked=1&interval=MS   a body that never ends: 64 KiB blocks as fast as the client
                                        takes them (or one byte every MS milliseconds), chunked or
                                        with no Content-Length; when the client goes away the bytes
                                        sent are recorded under "ended"
  /sized/...?bytes=N&chunked=1          N bytes of a repeating pattern, with Content-Length or chunked
  /stall-body/REST?wait=S               headers and 10 of 1000 promised bytes, then the rest once
                                        /release/REST has been requested (or after S seconds)
  /redirect/...?to=URL&code=302         redirects to URL
  /headers/...                          200 with a JSON body: the request's header fields, by
                                        lowercased name
  /unsized/...?bytes=N&notify=1         N bytes with no Content-Length, then the close; over TLS
                                        with close_notify first when notify=1, else the TCP close
                                        alone (what a truncation attack leaves)
  /flood/...?kind=K                     a response that never ends, as fast as the client reads
                                        (for at most 20 s; the bytes sent are recorded under
                                        "ended"): K=continue, `100 Continue` heads without end;
                                        headers, a head whose header lines never end; trailers, a
                                        chunked body whose trailer never ends; extensions, a
                                        chunked body of 1-byte chunks, each with a 4000-byte
                                        chunk extension (the body grows by 1 byte per 4 KiB)
  /stats                                JSON: {"counts": {path: requests}, "log": [paths in order],
                                        "ended": {path: body bytes sent before the client left}}
"""

import argparse
import json
import os
import ssl
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from image_fixtures import encode_png  # noqa: E402
import test_certificates  # noqa: E402

LOCK = threading.Lock()
COUNTS = {}
LOG = []
HELD = {}
ENDED = {}
BLOCK = bytes(range(256)) * 256


def held(key):
    with LOCK:
        return HELD.setdefault(key, threading.Event())


def tagged_png(tag, width, height):
    color = (tag & 0xFF, (tag >> 8) & 0xFF, (tag >> 16) & 0xFF, 255)
    pixels = [[color] * width for _ in range(height)]
    return encode_png(pixels, width, height, 6, 8, idat_chunks=1)


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, format, *args):
        pass

    def send_body(self, status, body, content_type="image/png", length=None):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body) if length is None else length))
        self.send_header("Connection", "close")
        self.end_headers()
        self.wfile.write(body)
        self.wfile.flush()
        self.close_connection = True

    def do_GET(self):
        try:
            self.route()
        except (BrokenPipeError, ConnectionResetError):
            pass

    def route(self):
        parts = urlsplit(self.path)
        path = parts.path
        query = {key: values[-1] for key, values in parse_qs(parts.query).items()}
        if path == "/stats":
            with LOCK:
                body = json.dumps({"counts": COUNTS, "log": LOG, "ended": ENDED}).encode()
            return self.send_body(200, body, "application/json")
        route = path.split("/")[1] if "/" in path else ""
        rest = path[len(route) + 1:]
        if route == "release":
            held(rest).set()
            return self.send_body(200, b"released", "text/plain")
        with LOCK:
            COUNTS[path] = COUNTS.get(path, 0) + 1
            count = COUNTS[path]
            LOG.append(path)
        delay = int(query.get("delay", "0"))
        if delay:
            time.sleep(delay / 1000)
        tag = int(query.get("tag", "0"))
        width = int(query.get("w", "4"))
        height = int(query.get("h", "4"))
        if route == "image":
            return self.send_body(200, tagged_png(tag, width, height))
        if route == "hold":
            held(rest).wait(float(query.get("wait", "10")))
            return self.send_body(200, tagged_png(tag, width, height))
        if route == "status":
            code = int(query.get("code", "500"))
            return self.send_body(code, b"status %d" % code, "text/plain")
        if route == "flaky":
            if count <= int(query.get("failures", "1")):
                return self.send_body(503, b"try again", "text/plain")
            return self.send_body(200, tagged_png(tag, width, height))
        if route == "truncated-body":
            body = tagged_png(tag, width, height)
            return self.send_body(200, body[: len(body) // 2], length=len(body))
        if route == "truncated-image":
            body = tagged_png(tag, width, height)
            return self.send_body(200, body[: len(body) // 2])
        if route == "garbage":
            return self.send_body(200, b"<html><body>not an image</body></html>", "text/html")
        if route == "wrong-type":
            return self.send_body(200, tagged_png(tag, width, height), "text/plain")
        if route == "endless":
            return self.send_endless(path, query.get("chunked") == "1", int(query.get("interval", "0")))
        if route == "sized":
            return self.send_sized(int(query.get("bytes", "0")), query.get("chunked") == "1")
        if route == "stall-body":
            self.send_response(200)
            self.send_header("Content-Type", "application/octet-stream")
            self.send_header("Content-Length", "1000")
            self.send_header("Connection", "close")
            self.end_headers()
            self.wfile.write(b"0123456789")
            self.wfile.flush()
            held(rest).wait(float(query.get("wait", "10")))
            self.wfile.write(b"x" * 990)
            self.wfile.flush()
            self.close_connection = True
            return
        if route == "headers":
            fields = {name.lower(): value for name, value in self.headers.items()}
            return self.send_body(200, json.dumps(fields).encode(), "application/json")
        if route == "unsized":
            return self.send_unsized(int(query.get("bytes", "0")), query.get("notify") == "1")
        if route == "flood":
            return self.send_flood(path, query.get("kind", "continue"))
        if route == "redirect":
            self.send_response(int(query.get("code", "302")))
            self.send_header("Location", query.get("to", "/"))
            self.send_header("Content-Length", "0")
            self.send_header("Connection", "close")
            self.end_headers()
            self.close_connection = True
            return
        return self.send_body(404, b"no such route", "text/plain")

    def send_endless(self, path, chunked, interval):
        self.send_response(200)
        self.send_header("Content-Type", "application/octet-stream")
        if chunked:
            self.send_header("Transfer-Encoding", "chunked")
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True
        block = b"x" if interval else BLOCK
        framed = (b"%x\r\n" % len(block)) + block + b"\r\n" if chunked else block
        sent = 0
        # Bounded so that a client that never stops reading cannot keep the server busy forever.
        deadline = time.monotonic() + 60
        try:
            while time.monotonic() < deadline:
                self.wfile.write(framed)
                sent += len(block)
                if interval:
                    self.wfile.flush()
                    time.sleep(interval / 1000)
        except OSError:
            pass
        finally:
            with LOCK:
                ENDED[path] = sent

    def send_unsized(self, size, notify):
        self.send_response(200)
        self.send_header("Content-Type", "application/octet-stream")
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True
        self.wfile.write((BLOCK * (size // len(BLOCK) + 1))[:size])
        self.wfile.flush()
        if notify and isinstance(self.request, ssl.SSLSocket):
            try:
                # Sends close_notify; the client's own close ends the wait for its answer.
                self.request.unwrap()
            except (OSError, ValueError):
                pass

    FLOODS = {
        "continue": (b"", b"HTTP/1.1 100 Continue\r\n\r\n" * 1024),
        "headers": (b"HTTP/1.1 200 OK\r\n", b"X-Filler: 0123456789\r\n" * 1024),
        "trailers": (b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
                     b"4\r\ndata\r\n0\r\n", b"X-Trailer: 0123456789\r\n" * 1024),
        "extensions": (b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n",
                       (b"1;" + b"e" * 4000 + b"\r\nx\r\n") * 16),
    }

    def send_flood(self, path, kind):
        prelude, block = self.FLOODS[kind]
        self.close_connection = True
        sent = 0
        # Bounded so that a client that never stops reading cannot keep the server busy forever.
        deadline = time.monotonic() + 20
        try:
            self.wfile.write(prelude)
            while time.monotonic() < deadline:
                self.wfile.write(block)
                sent += len(block)
        except OSError:
            pass
        finally:
            with LOCK:
                ENDED[path] = sent

    def send_sized(self, size, chunked):
        self.send_response(200)
        self.send_header("Content-Type", "application/octet-stream")
        if chunked:
            self.send_header("Transfer-Encoding", "chunked")
        else:
            self.send_header("Content-Length", str(size))
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True
        remaining = size
        while remaining > 0:
            block = BLOCK[: min(len(BLOCK), remaining)]
            self.wfile.write((b"%x\r\n" % len(block)) + block + b"\r\n" if chunked else block)
            remaining -= len(block)
        if chunked:
            self.wfile.write(b"0\r\n\r\n")
        self.wfile.flush()


def exit_when_stdin_closes():
    sys.stdin.read()
    os._exit(0)


class Server(ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 256

    def handle_error(self, request, client_address):
        # A client that refuses the certificate or leaves mid-response is what the TLS tests do.
        if not isinstance(sys.exc_info()[1], (ssl.SSLError, ConnectionError, TimeoutError)):
            super().handle_error(request, client_address)


def tls_server(directory, certificate):
    """A server on a free loopback port that speaks TLS with `certificate` (on server.key)."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(os.path.join(directory, certificate), os.path.join(directory, "server.key"))
    server = Server(("127.0.0.1", 0), Handler)
    # The handshake happens in the request's thread, on its first read, so that a client that
    # stalls or fails it never holds up the others.
    server.socket = context.wrap_socket(server.socket, server_side=True, do_handshake_on_connect=False)
    return server


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--tls", metavar="DIR")
    arguments = parser.parse_args()
    server = Server(("127.0.0.1", arguments.port), Handler)
    threading.Thread(target=exit_when_stdin_closes, daemon=True).start()
    other = Server(("127.0.0.1", 0), Handler)
    threading.Thread(target=other.serve_forever, daemon=True).start()
    ports = ["other-port=%d" % other.server_address[1]]
    if arguments.tls:
        test_certificates.make(arguments.tls)
        listeners = [("trusted", "localhost.pem"), ("other-host", "other-host.pem"),
                     ("self-signed", "self-signed.pem"), ("no-san", "no-san.pem")]
        for name, certificate in listeners:
            secure = tls_server(arguments.tls, certificate)
            threading.Thread(target=secure.serve_forever, daemon=True).start()
            ports.append("%s=%d" % (name, secure.server_address[1]))
    print("PORT %d\nLISTENERS %s" % (server.server_address[1], " ".join(ports)), flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
