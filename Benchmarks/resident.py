#!/usr/bin/env python3
"""Where a running ghbrowse's resident memory is: anonymous against file-backed, the mappings that
hold the most, and, for the ghbrowse binary itself, its resident pages by ELF section and by the
library or module their code comes from (from the symbol table).

Usage: resident.py PID [--top N]
Reads /proc/PID/{status,smaps,maps,pagemap} (pagemap needs root or the same user with
CAP_SYS_ADMIN for exact results), `readelf` and `nm`. Stdlib only. Used to find where issue 16's
extra megabytes came from (Benchmarks/README.md, "Code laid out in the order it runs").
"""
import argparse
import bisect
import collections
import os
import struct
import subprocess

PAGE = 4096


def status(pid):
    figures = {}
    with open(f"/proc/{pid}/status") as handle:
        for line in handle:
            key = line.split(":")[0]
            if key in ("VmHWM", "VmRSS", "RssAnon", "RssFile"):
                figures[key] = int(line.split()[1])
    return figures


def mappings_rss(pid):
    totals, current = collections.Counter(), None
    with open(f"/proc/{pid}/smaps") as handle:
        for line in handle:
            parts = line.split()
            if len(parts) >= 5 and "-" in parts[0] and not parts[0].endswith(":"):
                current = parts[5] if len(parts) > 5 else "[anonymous]"
            elif parts and parts[0] == "Rss:":
                totals[current] += int(parts[1])
    return totals


def resident_offsets(pid, path):
    """Offsets into `path`'s load image (virtual addresses as linked) of its resident pages."""
    spans = []
    with open(f"/proc/{pid}/maps") as handle:
        for line in handle:
            parts = line.split()
            if len(parts) >= 6 and parts[5] == path:
                low, high = (int(x, 16) for x in parts[0].split("-"))
                spans.append((low, high, int(parts[2], 16)))
    bias = min(low - offset for low, _, offset in spans)
    found = []
    with open(f"/proc/{pid}/pagemap", "rb") as pagemap:
        for low, high, _ in spans:
            pagemap.seek(low // PAGE * 8)
            entries = pagemap.read((high - low) // PAGE * 8)
            for index in range((high - low) // PAGE):
                if struct.unpack_from("<Q", entries, index * 8)[0] >> 63:
                    found.append(low + index * PAGE - bias)
    return found


def sections(path):
    table = []
    listing = subprocess.run(["readelf", "-SW", path], capture_output=True, text=True).stdout
    for line in listing.splitlines():
        if "]" in line and line.strip().startswith("["):
            parts = line.split("]", 1)[1].split()
            try:
                address, size = int(parts[2], 16), int(parts[4], 16)
            except (IndexError, ValueError):
                continue
            if address and size:
                table.append((address, size, parts[0]))
    return table


def origin(symbol):
    """A rough owner of a symbol: the Swift module, C++ (std, the Swift runtime, toml++), or C."""
    if symbol.startswith("$s"):
        digits = ""
        for character in symbol[2:]:
            if not character.isdigit():
                break
            digits += character
        return "Swift " + (symbol[2 + len(digits):2 + len(digits) + int(digits)] if digits else "stdlib")
    if symbol.startswith(("_ZN5swift", "_ZNK5swift", "swift_", "_swift")):
        return "Swift runtime"
    if symbol.startswith(("_ZNSt", "_ZSt", "_ZNKSt", "_ZN9__gnu", "__cxa", "_ZTV", "_ZTS", "_ZTI")):
        return "C++ std"
    if symbol.startswith("_ZN4toml"):
        return "C++ toml++"
    if "icu_" in symbol[:24]:
        return "ICU"
    if symbol.startswith(("CF", "_CF", "__CF")):
        return "CoreFoundation"
    if symbol.startswith(("_dispatch", "dispatch")):
        return "libdispatch"
    return "C (other)"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("pid", type=int)
    parser.add_argument("--top", type=int, default=12)
    args = parser.parse_args()
    binary = os.readlink(f"/proc/{args.pid}/exe")

    figures = status(args.pid)
    print("KiB: " + ", ".join(f"{key} {value:,}" for key, value in figures.items()))
    print("\nResident by mapping (KiB):")
    for name, kib in mappings_rss(args.pid).most_common(args.top):
        print(f"  {kib:>8,}  {name}")

    pages = resident_offsets(args.pid, binary)
    table = sections(binary)
    symbols = []
    listing = subprocess.run(["nm", "-n", "--defined-only", binary], capture_output=True, text=True).stdout
    for line in listing.splitlines():
        parts = line.split()
        if len(parts) == 3:
            symbols.append((int(parts[0], 16), parts[2]))
    addresses = [address for address, _ in symbols]
    by_section, by_origin = collections.Counter(), collections.Counter()
    for page in pages:
        name = next((n for address, size, n in table if address <= page < address + size
                     or page <= address < page + PAGE), "(headers)")
        by_section[name] += PAGE // 1024
        index = bisect.bisect_right(addresses, page + PAGE // 2) - 1
        if name == ".text" and index >= 0:
            by_origin[origin(symbols[index][1])] += PAGE // 1024
    print(f"\n{os.path.basename(binary)}: {len(pages) * PAGE // 1024:,} KiB resident; by section (KiB):")
    for name, kib in by_section.most_common(args.top):
        print(f"  {kib:>8,}  {name}")
    print("\n.text by owner (KiB; a page goes to the symbol at its middle):")
    for name, kib in by_origin.most_common(args.top):
        print(f"  {kib:>8,}  {name}")


if __name__ == "__main__":
    main()
