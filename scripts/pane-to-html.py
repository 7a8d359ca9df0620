#!/usr/bin/env python3
"""Turns a tmux pane captured with `capture-pane -p -e` (true-colour SGR) into
an HTML page that draws it cell for cell, for a screenshot with headless
Chromium (docs/play/play-symbols.png):

  tmux capture-pane -p -e -N -t play > pane.txt
  scripts/pane-to-html.py pane.txt > pane.html
  chromium --headless --screenshot=pane.png --window-size=W,H pane.html
"""
import html
import re
import sys

SGR = re.compile(r"\x1b\[([0-9;]*)m")


def spans(line, default_fg, default_bg):
    fg, bg, reverse, out, pos = None, None, False, [], 0
    for match in list(SGR.finditer(line)) + [None]:
        text = line[pos:match.start()] if match else line[pos:]
        if text:
            ink, paper = (bg or default_bg, fg or default_fg) if reverse else (fg or default_fg, bg or default_bg)
            out.append(f'<span style="color:{ink};background:{paper}">{html.escape(text)}</span>')
        if not match:
            break
        pos = match.end()
        codes = [int(c) if c else 0 for c in match.group(1).split(";")]
        while codes:
            code = codes.pop(0)
            if code == 0:
                fg, bg, reverse = None, None, False
            elif code == 7:
                reverse = True
            elif code == 27:
                reverse = False
            elif code == 39:
                fg = None
            elif code == 49:
                bg = None
            elif code in (38, 48) and codes[:1] == [2] and len(codes) >= 4:
                colour = "rgb({},{},{})".format(*codes[1:4])
                codes = codes[4:]
                if code == 38:
                    fg = colour
                else:
                    bg = colour
    return "".join(out)


def main():
    lines = open(sys.argv[1], encoding="utf-8").read().rstrip("\n").split("\n")
    fg, bg = "#d0d0d0", "#1e1e1e"
    body = "\n".join(spans(line, fg, bg) for line in lines)
    print(f"""<!doctype html><meta charset="utf-8"><style>
body {{ margin: 0; background: {bg}; }}
pre {{ margin: 12px; font: 16px/normal "DejaVu Sans Mono", monospace; color: {fg}; }}
</style><pre>{body}</pre>""")


main()
