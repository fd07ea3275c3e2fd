#!/usr/bin/env python3
"""Checks the documentation site as a reader meets it: served over HTTP and opened in headless
Chromium, every article and symbol page renders its title (no "page can't be found"), every link
between pages names a page that exists, the search index (index/index.json) answers a query for
each module, and two pages are saved as screenshots to look at. Also checks the links of
README.md and ARCHITECTURE.md: every relative link names a file of the repository (and a heading
of it, for a #fragment).

usage: check-site.py SITE.doccarchive [--screenshots DIR] [--members N]
  --members N  the browser opens every module, article and type page, and N of the member pages
               (properties, methods, …) spread evenly over them; 0 opens every page. Every
               page's links are checked either way.
Standard library only; needs `chromium` (Debian's package) on PATH.
"""

import argparse
import base64
import functools
import http.server
import json
import os
import re
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODULES = ["ReuseKitCore", "ReuseKit", "ReuseKitImages", "ReuseKitTerminal", "ReuseKitPixels"]


# MARK: The site's pages and links


def pages_of(site):
    """The URL path of every page, from the render JSON under data/documentation."""
    data = os.path.join(site, "data")
    pages = {}
    for directory, _, names in os.walk(os.path.join(data, "documentation")):
        for name in names:
            if name.endswith(".json"):
                path = os.path.join(directory, name)
                url = "/" + os.path.relpath(path, data)[: -len(".json")]
                pages[url.lower()] = path
    return pages


def broken_links(pages):
    """(page, url) for each reference to a documentation page that the site lacks."""
    broken = []
    for page, path in sorted(pages.items()):
        with open(path, encoding="utf-8") as file:
            document = json.load(file)
        for reference in document.get("references", {}).values():
            url = reference.get("url")
            if not url or not url.startswith("/documentation/"):
                continue
            target = url.split("#")[0].rstrip("/").lower()
            if target not in pages:
                broken.append((page, url))
    return broken


def search_answers(site):
    """Problems with the navigator index the site's search reads."""
    path = os.path.join(site, "index", "index.json")
    if not os.path.exists(path):
        return ["index/index.json is missing"]
    with open(path, encoding="utf-8") as file:
        index = json.load(file)
    titles = []

    def walk(nodes):
        for node in nodes:
            titles.append((node.get("title", ""), node.get("path", "")))
            walk(node.get("children", []))

    for language in index.get("interfaceLanguages", {}).values():
        walk(language)
    problems = []
    for query, module in [("TableView", "ReuseKit"), ("SizeTree", "ReuseKitCore"), ("ImagePipeline", "ReuseKitImages"),
                          ("TerminalWindow", "ReuseKitTerminal"), ("PixelWindow", "ReuseKitPixels"),
                          ("Your own pixel app", "ReuseKitPixels"), ("Keyboard focus", "ReuseKit")]:
        hits = [path for title, path in titles if query.lower() in title.lower()]
        if not any(path.lower().startswith(f"/documentation/{module.lower()}") for path in hits):
            problems.append(f"the search index does not answer {query!r} with a page of {module}")
    return problems


# MARK: The README's and ARCHITECTURE's links


def anchor(heading):
    text = re.sub(r"[`*_]", "", heading.strip().lower())
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def markdown_link_problems(document):
    problems = []
    with open(os.path.join(ROOT, document), encoding="utf-8") as file:
        text = file.read()
    text = re.sub(r"```.*?```", "", text, flags=re.DOTALL)
    for target in re.findall(r"\]\(([^)\s]+)\)", text):
        if re.match(r"^[a-z]+://", target) or target.startswith("mailto:"):
            problems.append(f"{document}: {target} leaves the repository (the checker reads no network)")
            continue
        path, _, fragment = target.partition("#")
        file_path = os.path.normpath(os.path.join(ROOT, os.path.dirname(document), path)) if path else os.path.join(ROOT, document)
        if not file_path.startswith(ROOT) or not os.path.exists(file_path):
            problems.append(f"{document}: {target} names no file of the repository")
            continue
        if fragment and file_path.endswith(".md"):
            with open(file_path, encoding="utf-8") as file:
                headings = {anchor(line.lstrip("#")) for line in file if line.startswith("#")}
            if fragment not in headings:
                problems.append(f"{document}: {target} names no heading")
    for target in re.findall(r"(?<![\w/.])((?:\.\./)+[\w./-]+)", text):
        problems.append(f"{document}: {target} is outside the repository")
    # A path the text names in backticks, from one of the repository's top folders, exists.
    for target in re.findall(r"`((?:Sources|Tests|Scripts|Hosts|Examples|Snippets|\.ci)/[^`\s*<]*)`", text):
        if not os.path.exists(os.path.join(ROOT, target.split("#")[0])):
            problems.append(f"{document}: `{target}` names no file of the repository")
    return problems


# MARK: Serving and the browser


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *arguments):
        pass


def serve(site):
    handler = functools.partial(QuietHandler, directory=site)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


class WebSocket:
    """Just enough of RFC 6455 for the DevTools protocol: text frames, client-masked."""

    def __init__(self, url):
        match = re.match(r"ws://([^/:]+):(\d+)(/.*)", url)
        host, port, path = match.group(1), int(match.group(2)), match.group(3)
        self.socket = socket.create_connection((host, port), timeout=60)
        key = base64.b64encode(os.urandom(16)).decode()
        self.socket.sendall(
            (f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
             f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        response = b""
        while b"\r\n\r\n" not in response:
            chunk = self.socket.recv(4096)
            if not chunk:
                raise ConnectionError("the browser closed the connection")
            response += chunk
        if b" 101 " not in response.split(b"\r\n")[0]:
            raise ConnectionError(response.split(b"\r\n")[0].decode())
        self.buffer = response.split(b"\r\n\r\n", 1)[1]

    def send(self, text):
        payload = text.encode()
        header = bytes([0x81])
        if len(payload) < 126:
            header += bytes([0x80 | len(payload)])
        elif len(payload) < 65536:
            header += bytes([0x80 | 126]) + struct.pack(">H", len(payload))
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", len(payload))
        mask = os.urandom(4)
        self.socket.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))

    def read(self, count):
        while len(self.buffer) < count:
            chunk = self.socket.recv(1 << 20)
            if not chunk:
                raise ConnectionError("the browser closed the connection")
            self.buffer += chunk
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

    def receive(self):
        message = b""
        while True:
            first, second = self.read(2)
            length = second & 0x7F
            if length == 126:
                length = struct.unpack(">H", self.read(2))[0]
            elif length == 127:
                length = struct.unpack(">Q", self.read(8))[0]
            payload = self.read(length)
            opcode = first & 0x0F
            if opcode == 0x8:
                raise ConnectionError("the browser closed the connection")
            if opcode in (0x9, 0xA):
                continue
            message += payload
            if first & 0x80:
                return message.decode()


class Browser:
    def __init__(self):
        executable = shutil.which("chromium") or shutil.which("chromium-browser")
        if not executable:
            sys.exit("error: chromium is not installed (apt-get install chromium)")
        self.profile = tempfile.mkdtemp(prefix="reusekit-site-")
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        self.process = subprocess.Popen(
            [executable, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
             "--no-first-run", f"--remote-debugging-port={port}", f"--user-data-dir={self.profile}",
             "--window-size=1280,1000", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.time() + 30
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=2) as response:
                    targets = json.load(response)
                page = next(target for target in targets if target.get("type") == "page")
                break
            except Exception:
                if time.time() > deadline or self.process.poll() is not None:
                    self.close()
                    sys.exit("error: chromium did not start")
                time.sleep(0.2)
        self.socket = WebSocket(page["webSocketDebuggerUrl"])
        self.next_id = 0
        self.call("Page.enable")

    def call(self, method, **params):
        self.next_id += 1
        identifier = self.next_id
        self.socket.send(json.dumps({"id": identifier, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.receive())
            if message.get("id") == identifier:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True)
        return result.get("result", {}).get("value")

    def open(self, url, timeout=15):
        """The page's title once DocC's renderer has drawn it, or the problem."""
        self.call("Page.navigate", url=url)
        deadline = time.time() + timeout
        while time.time() < deadline:
            state = self.evaluate(
                "(() => { const h = document.querySelector('main h1, .title');"
                " const text = document.body ? document.body.innerText : '';"
                " return JSON.stringify({title: h ? h.innerText.trim() : '',"
                " missing: /can.t be found|page not found/i.test(text), href: location.pathname}); })()")
            if state:
                state = json.loads(state)
                if state["missing"]:
                    return None, "the site says the page can't be found"
                if state["title"]:
                    return state["title"], None
            time.sleep(0.05)
        return None, "no title rendered within %d s" % timeout

    def screenshot(self, path):
        data = self.call("Page.captureScreenshot", format="png")["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))

    def close(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("site")
    parser.add_argument("--screenshots")
    parser.add_argument("--members", type=int, default=0)
    arguments = parser.parse_args()
    site = os.path.abspath(arguments.site)
    problems = []
    for document in ["README.md", "ARCHITECTURE.md"]:
        problems += markdown_link_problems(document)
    pages = pages_of(site)
    for module in MODULES:
        if f"/documentation/{module.lower()}" not in pages:
            problems.append(f"the site has no page for {module}")
    problems += [f"{page}: a link to {url}, which is not a page" for page, url in broken_links(pages)]
    problems += search_answers(site)

    server = serve(site)
    base = f"http://127.0.0.1:{server.server_address[1]}"
    try:
        with urllib.request.urlopen(base + "/index/index.json", timeout=10) as response:
            json.load(response)
    except Exception as error:
        problems.append(f"the server does not give index/index.json: {error}")
    urls = sorted(pages)
    articles = [url for url in urls if json.load(open(pages[url], encoding="utf-8")).get("kind") == "article"]
    # Modules, articles and types are /documentation/module[/name]; members lie deeper.
    tops = [url for url in urls if url.count("/") <= 3]
    members = [url for url in urls if url.count("/") > 3]
    if arguments.members:
        members = members[:: max(1, len(members) // arguments.members)]
    chosen = sorted(set(tops) | set(members))
    browser = Browser()
    started = time.time()
    try:
        for url in chosen:
            title, problem = browser.open(base + url + "/")
            if problem:
                problems.append(f"{url}: {problem}")
        if arguments.screenshots:
            os.makedirs(arguments.screenshots, exist_ok=True)
            # An article at its compiled snippet, and a symbol page.
            for url, heading, name in [("/documentation/reusekit/collectionviews", "Your-own-cells", "article.png"),
                                       ("/documentation/reusekit/tableview", None, "symbol.png")]:
                browser.open(base + url + "/")
                if heading:
                    browser.evaluate(f"document.getElementById('{heading}')?.scrollIntoView()")
                time.sleep(0.5)
                browser.screenshot(os.path.join(arguments.screenshots, name))
    finally:
        browser.close()
        server.shutdown()
    for problem in problems:
        print(problem, file=sys.stderr)
    print(f"{len(pages)} pages ({len(articles)} articles), {len(chosen)} opened in Chromium in "
          f"{time.time() - started:.0f} s; {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
