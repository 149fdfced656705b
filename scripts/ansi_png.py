#!/usr/bin/python3
"""Renders a terminal screen captured with `tmux capture-pane -e -p` (text with SGR colour
sequences) as a PNG, cell by cell, the way xterm shows it: the 16 xterm colours, the 256-colour
cube and true colour, bold, dim, italic, underline, reverse, and wide (CJK, emoji) characters on
two cells. Used by scripts/screenshots.sh for README.md's picture and docs/screenshots/.

    ansi_png.py CAPTURE.txt OUT.png [--columns N] [--rows N] [--light]

Needs Pillow (Debian: python3-pil) and DejaVu Sans Mono (fonts-dejavu-core).
"""
import argparse
import re
import unicodedata

from PIL import Image, ImageDraw, ImageFont

FONT_DIR = "/usr/share/fonts/truetype/dejavu/"
XTERM = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
    (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255),
    (255, 255, 255),
]
SGR = re.compile(r"\x1b\[([0-9;:]*)m")


def palette(index):
    if index < 16:
        return XTERM[index]
    if index < 232:
        index -= 16
        steps = [0, 95, 135, 175, 215, 255]
        return steps[index // 36], steps[index // 6 % 6], steps[index % 6]
    level = 8 + (index - 232) * 10
    return level, level, level


class Pen:
    def __init__(self):
        self.reset()

    def reset(self):
        self.fg = None
        self.bg = None
        self.bold = self.dim = self.italic = self.underline = self.reverse = self.strike = False

    def apply(self, parameters):
        codes = [int(code) if code else 0 for code in re.split("[;:]", parameters)] if parameters else [0]
        index = 0
        while index < len(codes):
            code = codes[index]
            if code == 0:
                self.reset()
            elif code == 1:
                self.bold = True
            elif code == 2:
                self.dim = True
            elif code == 3:
                self.italic = True
            elif code == 4:
                self.underline = True
            elif code == 7:
                self.reverse = True
            elif code == 9:
                self.strike = True
            elif code == 22:
                self.bold = self.dim = False
            elif code == 23:
                self.italic = False
            elif code == 24:
                self.underline = False
            elif code == 27:
                self.reverse = False
            elif code == 29:
                self.strike = False
            elif 30 <= code <= 37:
                self.fg = XTERM[code - 30]
            elif code == 39:
                self.fg = None
            elif 40 <= code <= 47:
                self.bg = XTERM[code - 40]
            elif code == 49:
                self.bg = None
            elif 90 <= code <= 97:
                self.fg = XTERM[code - 90 + 8]
            elif 100 <= code <= 107:
                self.bg = XTERM[code - 100 + 8]
            elif code in (38, 48) and index + 1 < len(codes):
                if codes[index + 1] == 5 and index + 2 < len(codes):
                    color = palette(codes[index + 2])
                    index += 2
                elif codes[index + 1] == 2 and index + 4 < len(codes):
                    color = tuple(codes[index + 2:index + 5])
                    index += 4
                else:
                    color = None
                if code == 38:
                    self.fg = color
                else:
                    self.bg = color
            index += 1


def cells(text):
    """Yields (character, width) for each character, wide ones taking two cells."""
    for character in text:
        if unicodedata.combining(character):
            continue
        yield character, 2 if unicodedata.east_asian_width(character) in ("W", "F") else 1


def render(capture, out, columns, rows, light):
    size = 16
    regular = ImageFont.truetype(FONT_DIR + "DejaVuSansMono.ttf", size)
    bold = ImageFont.truetype(FONT_DIR + "DejaVuSansMono-Bold.ttf", size)
    italic = ImageFont.truetype(FONT_DIR + "DejaVuSansMono-Oblique.ttf", size)
    cell_width = round(regular.getlength("M"))
    cell_height = size + 4
    background = (255, 255, 255) if light else (24, 24, 24)
    foreground = (32, 32, 32) if light else (208, 208, 208)
    margin = 12
    image = Image.new("RGB", (columns * cell_width + 2 * margin, rows * cell_height + 2 * margin), background)
    draw = ImageDraw.Draw(image)
    pen = Pen()
    for row, line in enumerate(capture.split("\n")[:rows]):
        column = 0
        position = 0
        for match in list(SGR.finditer(line)) + [None]:
            end = match.start() if match else len(line)
            for character, width in cells(line[position:end]):
                if column >= columns:
                    break
                fg, bg = pen.fg or foreground, pen.bg or background
                if pen.reverse:
                    fg, bg = bg, fg
                if pen.dim:
                    fg = tuple((channel + back) // 2 for channel, back in zip(fg, bg))
                x, y = margin + column * cell_width, margin + row * cell_height
                if bg != background:
                    draw.rectangle([x, y, x + width * cell_width - 1, y + cell_height - 1], fill=bg)
                font = bold if pen.bold else italic if pen.italic else regular
                if character != " ":
                    draw.text((x, y + 1), character, font=font, fill=fg)
                if pen.underline:
                    draw.line([x, y + cell_height - 3, x + width * cell_width - 1, y + cell_height - 3], fill=fg)
                if pen.strike:
                    draw.line([x, y + cell_height // 2, x + width * cell_width - 1, y + cell_height // 2], fill=fg)
                column += width
            if match:
                pen.apply(match.group(1))
                position = match.end()
        pen.reset()
    image.save(out)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("capture")
    parser.add_argument("out")
    parser.add_argument("--columns", type=int, default=100)
    parser.add_argument("--rows", type=int, default=30)
    parser.add_argument("--light", action="store_true")
    arguments = parser.parse_args()
    with open(arguments.capture, encoding="utf-8", errors="replace") as file:
        render(file.read(), arguments.out, arguments.columns, arguments.rows, arguments.light)


if __name__ == "__main__":
    main()
