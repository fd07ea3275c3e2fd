#!/usr/bin/env python3
"""A loopback HTTP server for the demo's feed tests (python3 standard library only).

    python3 Scripts/feed_test_server.py DIRECTORY [--port N]

Serves DIRECTORY (the feed bundled with the demo: page-N.json and images/) as `python3 -m
http.server --directory DIRECTORY` would, on 127.0.0.1 (port 0 picks a free one). Prints
`PORT <n>` on the first line of standard output and exits when standard input closes, so a
test that dies cannot leave it running.

`/stats` answers JSON: {"log": [paths requested, in order, without their query strings]}.

`/hostile/` is a feed as a hostile server would write it: `page-0.json` (the only page; others are
404) names
`file://` URLs of images that exist on this machine (the served directory's own thumbnails, and
one path that does not exist), beside a relative image; `/hostile/images/...` serves the
directory's images, so the relative one resolves against the feed's URL.
"""

import argparse
import functools
import json
import os
import sys
import threading
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlsplit

LOCK = threading.Lock()
LOG = []


class Handler(SimpleHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, format, *args):
        pass

    def do_GET(self):
        path = urlsplit(self.path).path
        if path == "/stats":
            with LOCK:
                body = json.dumps({"log": LOG}).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        with LOCK:
            LOG.append(path)
        if path.startswith("/hostile/"):
            return self.hostile(path[len("/hostile"):])
        super().do_GET()

    def hostile(self, rest):
        if rest == "/page-0.json":
            images = os.path.join(self.directory, "images")
            items = [
                ("h-local", "file://" + os.path.join(images, "thumb-0.png")),
                ("h-relative", "images/thumb-1.png"),
                ("h-local-query", "file://" + os.path.join(images, "thumb-2.png") + "?item=h"),
                ("h-missing", "file:///nonexistent/thumb.png"),
            ]
            page = {
                "page": 0,
                "hasMore": False,
                "items": [{"id": key, "title": "hostile " + key, "image": image} for key, image in items],
            }
            body = json.dumps(page).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        if rest.startswith("/images/"):
            self.path = rest
            return super().do_GET()
        self.send_error(404)


def exit_when_stdin_closes():
    sys.stdin.read()
    os._exit(0)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("directory")
    parser.add_argument("--port", type=int, default=0)
    arguments = parser.parse_args()
    ThreadingHTTPServer.daemon_threads = True
    handler = functools.partial(Handler, directory=os.path.abspath(arguments.directory))
    server = ThreadingHTTPServer(("127.0.0.1", arguments.port), handler)
    threading.Thread(target=exit_when_stdin_closes, daemon=True).start()
    print("PORT %d" % server.server_address[1], flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
