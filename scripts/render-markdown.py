#!/usr/bin/env python3
"""Renders a markdown report to HTML roughly as GitHub shows it, to look at or screenshot.

    scripts/render-markdown.py report.md [out.html] [--dark]

Uses cmarkgfm (GitHub's cmark-gfm; `pip install cmarkgfm`) with tables and raw HTML, and a
small stylesheet close to GitHub's. Images stay relative, so write the HTML next to the report.
Screenshot: chromium --headless --no-sandbox --screenshot=out.png --window-size=1280,2400 out.html
"""
import sys

import cmarkgfm
from cmarkgfm.cmark import Options

args = [a for a in sys.argv[1:] if not a.startswith("--")]
dark = "--dark" in sys.argv
source = args[0]
target = args[1] if len(args) > 1 else source.rsplit(".", 1)[0] + ".html"
with open(source, encoding="utf-8") as f:
    body = cmarkgfm.github_flavored_markdown_to_html(f.read(), options=Options.CMARK_OPT_UNSAFE)

fg, bg, border, stripe = ("#e6edf3", "#0d1117", "#30363d", "#161b22") if dark else (
    "#1f2328", "#ffffff", "#d1d9e0", "#f6f8fa")
css = f"""
body {{ background: {bg}; color: {fg}; margin: 0; }}
.markdown-body {{ box-sizing: border-box; max-width: 1012px; margin: 0 auto; padding: 32px;
  font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial,
  sans-serif, "Noto Color Emoji"; font-size: 16px; line-height: 1.5; }}
h1, h2 {{ border-bottom: 1px solid {border}; padding-bottom: .3em; }}
table {{ border-collapse: collapse; display: block; width: max-content; max-width: 100%;
  overflow: auto; margin-bottom: 16px; }}
th, td {{ border: 1px solid {border}; padding: 6px 13px; }}
tr:nth-child(2n) {{ background: {stripe}; }}
code {{ font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 85%;
  background: rgba(129,139,152,.12); padding: .2em .4em; border-radius: 6px; }}
img {{ vertical-align: middle; }}
"""
with open(target, "w", encoding="utf-8") as f:
    f.write(f"<!DOCTYPE html><html><head><meta charset='utf-8'><style>{css}</style></head>"
            f"<body><article class='markdown-body'>{body}</article></body></html>")
print(target)
