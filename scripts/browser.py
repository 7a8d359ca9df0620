#!/usr/bin/env python3
"""Drives headless Chromium through the DevTools protocol (over a pipe, no
port, no extra packages) for the tests of pages chartreel writes.

    scripts/browser.py PLAN.json     prints one JSON result per step

PLAN is a list of steps, run in order:
  {"open": URL, "width": W, "height": H, "scale": S}   a page of W x H CSS pixels at S device pixels each
  {"wait": EXPR, "timeout": SECONDS}                    until the JavaScript EXPR is true (default 20 s)
  {"click": SELECTOR}                                   a real mouse click at the element's centre
  {"key": KEY}                                          a key press (" ", "ArrowRight", "l", ...)
  {"eval": EXPR}                                        EXPR's value (awaited, as JSON)
  {"screenshot": SELECTOR, "path": FILE}                the element's box, in device pixels, as PNG
Exits 1 with the failing step on standard error.
"""
import base64, json, os, shutil, subprocess, sys, tempfile, time


class Browser:
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

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, awaitPromise=True, returnByValue=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def centre(self, selector):
        box = self.evaluate(f"(() => {{ const r = document.querySelector({json.dumps(selector)}).getBoundingClientRect();"
                            " return [r.x, r.y, r.width, r.height]; })()")
        return box

    def step(self, step):
        if "open" in step:
            self.call("Emulation.setDeviceMetricsOverride", width=step["width"], height=step["height"],
                      deviceScaleFactor=step.get("scale", 1), mobile=False)
            self.call("Page.navigate", url=step["open"])
            return self.wait({"wait": "document.readyState === 'complete'"})
        if "wait" in step:
            return self.wait(step)
        if "click" in step:
            x, y, w, h = self.centre(step["click"])
            for kind in ("mousePressed", "mouseReleased"):
                self.call("Input.dispatchMouseEvent", type=kind, x=x + w / 2, y=y + h / 2, button="left", clickCount=1)
            return True
        if "key" in step:
            key = step["key"]
            for kind in ("keyDown", "keyUp"):
                self.call("Input.dispatchKeyEvent", type=kind, key=key, text=key if len(key) == 1 and kind == "keyDown" else "",
                          code="Space" if key == " " else key)
            return True
        if "eval" in step:
            return self.evaluate(step["eval"])
        if "screenshot" in step:
            x, y, w, h = self.centre(step["screenshot"])
            shot = self.call("Page.captureScreenshot", format="png", captureBeyondViewport=True,
                             clip={"x": x, "y": y, "width": w, "height": h, "scale": 1})
            with open(step["path"], "wb") as f:
                f.write(base64.b64decode(shot["data"]))
            return step["path"]
        raise RuntimeError(f"unknown step {step}")

    def wait(self, step):
        deadline = time.time() + step.get("timeout", 20)
        while time.time() < deadline:
            if self.evaluate(f"Boolean({step['wait']})"):
                return True
            time.sleep(0.05)
        raise RuntimeError(f"timed out waiting for {step['wait']}")

    def close(self):
        self.process.kill()
        self.process.wait()
        shutil.rmtree(self.profile, ignore_errors=True)


def main():
    plan = json.load(open(sys.argv[1]))
    browser = Browser()
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
