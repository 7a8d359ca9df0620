#!/usr/bin/env python3
"""Drives a headless browser for the tests of pages chartreel writes:
Chromium through the DevTools protocol (over a pipe), Firefox through
WebDriver BiDi (over a WebSocket on the loopback). No extra packages.

    scripts/browser.py [--engine chromium|firefox] PLAN.json
                                                      prints one JSON result per step

PLAN is a list of steps, run in order:
  {"open": URL, "width": W, "height": H, "scale": S}   a page of W x H CSS pixels at S device pixels each
  {"wait": EXPR, "timeout": SECONDS}                    until the JavaScript EXPR is true (default 20 s)
  {"click": SELECTOR}                                   a real mouse click at the element's centre
  {"key": KEY}                                          a key press (" ", "ArrowRight", "l", ...)
  {"eval": EXPR}                                        EXPR's value (awaited, as JSON)
  {"screenshot": SELECTOR, "path": FILE}                the element's box, in device pixels, as PNG
Exits 1 with the failing step on standard error.
"""
import base64, json, os, re, shutil, socket, struct, subprocess, sys, tempfile, time


class Page:
    """The plan's steps over what each engine provides: view, navigate,
    evaluate, click_at, press and capture."""

    def step(self, step):
        if "open" in step:
            self.view(step["width"], step["height"], step.get("scale", 1))
            self.navigate(step["open"])
            return self.wait({"wait": "document.readyState === 'complete'"})
        if "wait" in step:
            return self.wait(step)
        if "click" in step:
            x, y, w, h = self.box(step["click"])
            self.click_at(x + w / 2, y + h / 2)
            return True
        if "key" in step:
            self.press(step["key"])
            return True
        if "eval" in step:
            return self.evaluate(step["eval"])
        if "screenshot" in step:
            with open(step["path"], "wb") as f:
                f.write(self.capture(*self.box(step["screenshot"])))
            return step["path"]
        raise RuntimeError(f"unknown step {step}")

    def box(self, selector):
        return self.evaluate(f"(() => {{ const r = document.querySelector({json.dumps(selector)}).getBoundingClientRect();"
                             " return [r.x, r.y, r.width, r.height]; })()")

    def launch(self, start, *arguments):
        """Runs the engine's `start(*arguments)`; if it fails, kills the
        browser it started, if any, and removes the profile."""
        try:
            start(*arguments)
        except BaseException:
            if hasattr(self, "process"):
                self.process.kill()
                self.process.wait()
            remove_profile(self.profile)
            raise

    def shut_down(self, command, keep_profile=False):
        """Closes the browser with its protocol's `command`, so that it stops
        its helper processes before it exits (killed, they may still write
        into the profile while it is removed); kills it after 10 s; removes
        the profile unless it is kept."""
        try:
            self.call(command)
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        if not keep_profile:
            remove_profile(self.profile)

    def wait(self, step):
        deadline = time.time() + step.get("timeout", 20)
        while time.time() < deadline:
            if self.evaluate(f"Boolean({step['wait']})"):
                return True
            time.sleep(0.05)
        raise RuntimeError(f"timed out waiting for {step['wait']}")


class Chromium(Page):
    def __init__(self):
        chromium = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
        if not chromium:
            raise SystemExit("browser.py: no chromium on PATH (apt-get install chromium)")
        to_chrome_r, self.to_chrome = os.pipe()
        self.from_chrome, from_chrome_w = os.pipe()
        self.profile = tempfile.mkdtemp(prefix="chartreel-chromium-")

        def descriptors():
            # Chromium reads commands on 3 and answers on 4.
            a, b = os.dup(to_chrome_r), os.dup(from_chrome_w)
            os.dup2(a, 3)
            os.dup2(b, 4)

        self.launch(self.start, chromium, to_chrome_r, from_chrome_w, descriptors)

    def start(self, chromium, to_chrome_r, from_chrome_w, descriptors):
        self.process = subprocess.Popen(
            [chromium, "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--mute-audio",
             "--no-first-run", "--remote-debugging-pipe", "--user-data-dir=" + self.profile, "about:blank"],
            preexec_fn=descriptors, close_fds=False,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_chrome_r)
        os.close(from_chrome_w)
        self.buffer = b""
        self.next_id = 0
        self.session = None
        targets = self.call("Target.getTargets")["targetInfos"]
        page = next(t for t in targets if t["type"] == "page")
        self.session = self.call("Target.attachToTarget", targetId=page["targetId"], flatten=True)["sessionId"]
        self.call("Page.enable")
        self.call("Runtime.enable")

    def call(self, method, **params):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params}
        if self.session and not method.startswith("Target."):
            message["sessionId"] = self.session
        os.write(self.to_chrome, json.dumps(message).encode() + b"\0")
        while True:
            reply = self.read()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            if reply.get("method") == "Runtime.exceptionThrown":
                details = reply["params"]["exceptionDetails"]
                sys.stderr.write("page exception: " + json.dumps(details.get("exception", details))[:500] + "\n")

    def read(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.from_chrome, 1 << 20)
            if not chunk:
                raise RuntimeError("chromium closed the pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def view(self, width, height, scale):
        self.call("Emulation.setDeviceMetricsOverride", width=width, height=height, deviceScaleFactor=scale, mobile=False)

    def navigate(self, url):
        self.call("Page.navigate", url=url)

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, awaitPromise=True, returnByValue=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def click_at(self, x, y):
        for kind in ("mousePressed", "mouseReleased"):
            self.call("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left", clickCount=1)

    def press(self, key):
        for kind in ("keyDown", "keyUp"):
            self.call("Input.dispatchKeyEvent", type=kind, key=key, text=key if len(key) == 1 and kind == "keyDown" else "",
                      code="Space" if key == " " else key)

    def capture(self, x, y, w, h):
        shot = self.call("Page.captureScreenshot", format="png", captureBeyondViewport=True,
                         clip={"x": x, "y": y, "width": w, "height": h, "scale": 1})
        return base64.b64decode(shot["data"])

    def close(self):
        self.session = None  # the browser's own command, not the page's
        self.shut_down("Browser.close")


class WebSocket:
    """A client WebSocket (RFC 6455) of text messages, enough for BiDi."""

    def __init__(self, host, port, path):
        self.socket = socket.create_connection((host, port), timeout=120)
        key = base64.b64encode(os.urandom(16)).decode()
        self.socket.sendall((f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                             f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        self.buffer = b""
        while b"\r\n\r\n" not in self.buffer:
            self.buffer += self.receive_some()
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        if not head.startswith(b"HTTP/1.1 101"):
            raise RuntimeError("firefox refused the WebSocket: " + head.decode(errors="replace")[:200])

    def receive_some(self):
        chunk = self.socket.recv(1 << 20)
        if not chunk:
            raise RuntimeError("firefox closed the WebSocket")
        return chunk

    def take(self, count):
        while len(self.buffer) < count:
            self.buffer += self.receive_some()
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

    def send(self, text, opcode=1):
        payload, mask = text.encode() if isinstance(text, str) else text, os.urandom(4)
        n = len(payload)
        head = struct.pack("!B", 0x80 | opcode)
        if n < 126:
            head += struct.pack("!B", 0x80 | n)
        elif n < 1 << 16:
            head += struct.pack("!BH", 0x80 | 126, n)
        else:
            head += struct.pack("!BQ", 0x80 | 127, n)
        self.socket.sendall(head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))

    def receive(self):
        message = b""
        while True:
            first, second = self.take(2)
            n = second & 0x7F
            if n == 126:
                n = struct.unpack("!H", self.take(2))[0]
            elif n == 127:
                n = struct.unpack("!Q", self.take(8))[0]
            payload = self.take(n)
            opcode = first & 0x0F
            if opcode == 9:
                self.send(payload, opcode=10)
                continue
            if opcode == 8:
                raise RuntimeError("firefox closed the WebSocket")
            message += payload
            if first & 0x80:
                return message.decode()


class Firefox(Page):
    # WebDriver's code points for the keys the plans press.
    KEYS = {"ArrowLeft": "\ue012", "ArrowUp": "\ue013", "ArrowRight": "\ue014", "ArrowDown": "\ue015",
            "Home": "\ue011", "End": "\ue010", "PageUp": "\ue00e", "PageDown": "\ue00f", "Escape": "\ue00c",
            "Enter": "\ue007", "Tab": "\ue004", "Backspace": "\ue003"}

    def __init__(self, profile=None):
        firefox = shutil.which("firefox-esr") or shutil.which("firefox")
        if not firefox:
            raise SystemExit("browser.py: no firefox on PATH (apt-get install firefox-esr)")
        self.profile = profile or firefox_profile(firefox)
        self.launch(self.start, firefox)

    def start(self, firefox):
        with open(os.path.join(self.profile, "user.js"), "w") as prefs:
            for name, value in [("browser.shell.checkDefaultBrowser", "false"), ("app.update.disabledForTesting", "true"),
                                ("datareporting.policy.dataSubmissionEnabled", "false"), ("browser.startup.page", "0"),
                                ("toolkit.telemetry.reportingpolicy.firstRun", "false"), ("ui.useOverlayScrollbars", "1")]:
                prefs.write(f'user_pref("{name}", {value});\n')
        self.process = subprocess.Popen(
            [firefox, "--headless", "--no-remote", "--profile", self.profile, "--remote-debugging-port=0", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=dict(os.environ, MOZ_CRASHREPORTER_DISABLE="1"))
        port, said = None, []
        deadline = time.time() + 60
        while port is None and time.time() < deadline:
            line = self.process.stderr.readline().decode(errors="replace")
            if not line:
                raise SystemExit("browser.py: firefox ended before it listened: " + "".join(said)[-800:])
            said.append(line)
            match = re.search(r"WebDriver BiDi listening on ws://([\d.]+):(\d+)", line)
            if match:
                port = int(match.group(2))
        if port is None:
            raise SystemExit("browser.py: firefox did not listen within 60 s: " + "".join(said)[-800:])
        # Firefox keeps talking on standard error; a full pipe would stall it.
        subprocess.Popen(["cat"], stdin=self.process.stderr, stdout=subprocess.DEVNULL)
        self.socket = WebSocket("127.0.0.1", port, "/session")
        self.next_id = 0
        self.call("session.new", capabilities={})
        self.context = self.call("browsingContext.getTree")["contexts"][0]["context"]

    def call(self, method, **params):
        self.next_id += 1
        self.socket.send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            reply = json.loads(self.socket.receive())
            if reply.get("id") == self.next_id:
                if reply.get("type") == "error":
                    raise RuntimeError(f"{method}: {reply.get('error')}: {reply.get('message')}")
                return reply.get("result", {})

    def view(self, width, height, scale):
        self.call("browsingContext.setViewport", context=self.context, viewport={"width": width, "height": height},
                  devicePixelRatio=scale)

    def navigate(self, url):
        self.call("browsingContext.navigate", context=self.context, url=url, wait="complete")

    def evaluate(self, expression):
        # The value crosses as JSON text, as Chromium's returnByValue gives it.
        script = f"(async () => JSON.stringify(await ({expression})))()"
        result = self.call("script.evaluate", expression=script, target={"context": self.context}, awaitPromise=True)
        if result.get("type") == "exception":
            raise RuntimeError(f"{expression}: {result['exceptionDetails'].get('text')}")
        value = result["result"]
        return json.loads(value["value"]) if value.get("type") == "string" else None

    def click_at(self, x, y):
        self.call("input.performActions", context=self.context, actions=[{
            "type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"},
            "actions": [{"type": "pointerMove", "x": round(x), "y": round(y)},
                        {"type": "pointerDown", "button": 0}, {"type": "pointerUp", "button": 0}]}])

    def press(self, key):
        value = self.KEYS.get(key, key)
        self.call("input.performActions", context=self.context, actions=[{
            "type": "key", "id": "keyboard", "actions": [{"type": "keyDown", "value": value}, {"type": "keyUp", "value": value}]}])

    def capture(self, x, y, w, h):
        # Firefox captures what it last painted: let a change made by the
        # step before (a sought animation, a drawn frame) reach the screen.
        self.evaluate("new Promise(done => requestAnimationFrame(() => requestAnimationFrame(() => done(true))))")
        shot = self.call("browsingContext.captureScreenshot", context=self.context, origin="document",
                         clip={"type": "box", "x": x, "y": y, "width": w, "height": h})
        return base64.b64decode(shot["data"])

    def close(self, keep_profile=False):
        self.shut_down("browser.close", keep_profile)


def firefox_profile(firefox):
    """A new profile, a copy of one this Firefox has started in once and
    closed (kept in the checkout's .build/browser-profiles, one per Firefox
    binary): a start in an empty profile costs twice the CPU of one in a
    used profile (5.4 s against 2.6), and the tests start Firefox about 15
    times. An empty profile when the copy cannot be kept."""
    binary = os.stat(os.path.realpath(firefox))
    folder = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), ".build", "browser-profiles")
    template = os.path.join(folder, f"firefox-{binary.st_size}-{int(binary.st_mtime)}")
    try:
        if not os.path.isdir(template):
            os.makedirs(folder, exist_ok=True)
            first = Firefox(tempfile.mkdtemp(prefix="new-", dir=folder))
            first.close(keep_profile=True)
            # A lock left behind names a process id that may be alive again later.
            for lock in ("lock", ".parentlock"):
                if os.path.lexists(os.path.join(first.profile, lock)):
                    os.remove(os.path.join(first.profile, lock))
            try:
                os.rename(first.profile, template)
            except OSError:  # another run made it first
                remove_profile(first.profile)
    except OSError:
        pass
    profile = tempfile.mkdtemp(prefix="chartreel-firefox-")
    if os.path.isdir(template):
        try:
            shutil.copytree(template, profile, symlinks=True, dirs_exist_ok=True)
        except OSError:
            remove_profile(profile)
            profile = tempfile.mkdtemp(prefix="chartreel-firefox-")
    return profile


def remove_profile(path):
    """Removes a browser profile, again while a helper the browser left
    still writes into it, for at most a second."""
    for _ in range(10):
        shutil.rmtree(path, ignore_errors=True)
        if not os.path.exists(path):
            return
        time.sleep(0.1)


def main():
    arguments = sys.argv[1:]
    engine = "chromium"
    if len(arguments) == 3 and arguments[0] == "--engine" and arguments[1] in ("chromium", "firefox"):
        engine, arguments = arguments[1], arguments[2:]
    if len(arguments) != 1:
        raise SystemExit("usage: browser.py [--engine chromium|firefox] PLAN.json")
    plan = json.load(open(arguments[0]))
    browser = Firefox() if engine == "firefox" else Chromium()
    try:
        for index, step in enumerate(plan):
            try:
                print(json.dumps(browser.step(step)), flush=True)
            except Exception as error:
                sys.stderr.write(f"browser.py: step {index} {json.dumps(step)}: {error}\n")
                sys.exit(1)
    finally:
        browser.close()


if __name__ == "__main__":
    main()
