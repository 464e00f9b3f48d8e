#!/usr/bin/env python3
"""Finds every ```swift block of README.md, of the DocC articles and of the
doc comments in Sources, and writes each as a Swift file to compile.

    doc-blocks.py OUT [linux|sdk]

Each block becomes OUT/<platform>/<n>/main.swift: an import of the module
whose documentation it is in (README.md is ReuseKit's), the preludes it
names, the blocks it continues, then the block itself under a
`#sourceLocation` of the file and line it comes from, so that an error
names the documentation's line. OUT/<platform>/blocks.tsv lists them:
number, location, and `package` when the block documents a `package`
declaration and sees the package's declarations. `linux` blocks are
compiled by .ci/doc-blocks.sh against ReuseKitDiff and ReuseKit; `sdk`
blocks, those of ReuseKitUIKit and ReuseKitSwiftUI and those that import
UIKit or SwiftUI, by .ci/ios-sdk.sh against Apple's iPhoneOS SDK. With a
platform, only its blocks are written.

A block that is not a whole file says what it needs in an HTML comment on
the line before its fence, which neither GitHub nor DocC shows:

    <!-- compile: prelude NAME[, NAME…] -->      after Tests/DocPreludes/NAME.swift
    <!-- compile: continues -->                  after the previous block of the same file
    <!-- compile: inside TYPE -->                in `extension TYPE { … }`, as a member
    <!-- compile: body -->                       statements of a function body (`return`
                                                 included), in a closure whose type is inferred

A prelude that builds on others names them on its first line:
`// needs: NAME, NAME`. A block that imports PackageDescription is a package
manifest, checked against the toolchain's PackageDescription. Blocks of
ReuseKitSwiftUI, and blocks that import SwiftUI, are checked for iOS 16, the
module's minimum.

Words combine: `<!-- compile: continues, inside Owner -->`. A prelude is
Swift of its own (declarations and top-level statements), linted with the
tests. A marker this script does not understand, a prelude that does not
exist or a block that never ends stops it with an error: no block is left
out.
"""

import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PRELUDES = "Tests/DocPreludes"
MODULES = ["ReuseKitDiff", "ReuseKit", "ReuseKitUIKit", "ReuseKitSwiftUI"]
SDK_MODULES = {"ReuseKitUIKit", "ReuseKitSwiftUI"}
SDK_IMPORTS = re.compile(r"^\s*import\s+(UIKit|SwiftUI|ReuseKitUIKit|ReuseKitSwiftUI)\b", re.M)
MARKER = re.compile(r"^<!--\s*compile:\s*(.*?)\s*-->$")
IMPORTS = {
    "ReuseKitDiff": ["ReuseKitDiff"],
    "ReuseKit": ["ReuseKit"],
    "ReuseKitUIKit": ["ReuseKitUIKit", "UIKit"],
    "ReuseKitSwiftUI": ["ReuseKitSwiftUI", "SwiftUI"],
}

errors = []


def error(location, message):
    line = f"{location}: error: {message}"
    if line not in errors:
        errors.append(line)


class Block:
    def __init__(self, path, line, code, marker, module, package):
        self.path, self.line, self.code, self.module, self.package = path, line, code, module, package
        self.location = f"{path}:{line}"
        self.preludes, self.continues, self.inside, self.body = [], False, None, False
        last = None
        for word in filter(None, (w.strip() for w in (marker or "").split(","))):
            parts = word.split()
            if parts[0] == "prelude" and len(parts) >= 2:
                self.preludes += parts[1:]
                last = "prelude"
                continue
            if last == "prelude" and len(parts) == 1 and parts[0] not in ("continues", "body"):
                self.preludes.append(parts[0])
                continue
            last = None
            if parts == ["continues"]:
                self.continues = True
            elif parts == ["body"]:
                self.body = True
            elif parts[0] == "inside" and len(parts) == 2:
                self.inside = parts[1]
            else:
                error(self.location, f"the marker word '{word}' is not one of: prelude NAME, continues, inside TYPE, body")
        self.previous = None

    def context(self):
        """The preludes and blocks this block follows, in order."""
        chain = []
        block = self
        while block.continues and block.previous is not None:
            block = block.previous
            chain.insert(0, block)
        if self.continues and chain == []:
            error(self.location, "'continues', but no block comes before it in its file")
        preludes = []

        def add(name, seen):
            if name in preludes or name in seen:
                return
            for needed in self.needs(name):
                add(needed, seen + [name])
            preludes.append(name)

        for block in chain + [self]:
            for name in block.preludes:
                add(name, [])
        return preludes, chain

    def needs(self, name):
        first = self.prelude_text(name).split("\n", 1)[0]
        if first.startswith("// needs:"):
            return [n.strip() for n in first[len("// needs:"):].split(",") if n.strip()]
        return []

    def prelude_text(self, name):
        path = os.path.join(ROOT, PRELUDES, name + ".swift")
        if not os.path.exists(path):
            error(self.location, f"no prelude {PRELUDES}/{name}.swift")
            return ""
        with open(path, encoding="utf-8") as file:
            return file.read()

    def is_sdk(self):
        if self.module in SDK_MODULES:
            return True
        preludes, chain = self.context()
        texts = [self.prelude_text(p) for p in preludes] + [b.code for b in chain + [self]]
        return any(SDK_IMPORTS.search(text) for text in texts)

    def is_manifest(self):
        return re.search(r"^\s*import\s+PackageDescription\b", self.code, re.M) is not None

    def is_ios16(self):
        if self.module == "ReuseKitSwiftUI":
            return True
        preludes, chain = self.context()
        texts = [self.prelude_text(p) for p in preludes] + [b.code for b in chain + [self]]
        return any(re.search(r"^\s*import\s+(SwiftUI|ReuseKitSwiftUI)\b", t, re.M) for t in texts)

    def source(self):
        preludes, chain = self.context()
        modules = []
        for block in chain + [self]:
            if not block.is_manifest():
                modules += [m for m in IMPORTS[block.module] if m not in modules]
        lines = [f"import {m}" for m in modules]
        for name in preludes:
            lines += ["", f'#sourceLocation(file: "{PRELUDES}/{name}.swift", line: 1)']
            lines += self.prelude_text(name).rstrip("\n").split("\n")
            lines += ["#sourceLocation()"]
        for block in chain + [self]:
            lines += [""] + block.wrapped()
        return "\n".join(lines) + "\n"

    def wrapped(self):
        body = [f'#sourceLocation(file: "{self.path}", line: {self.line})'] + self.code.split("\n") + ["#sourceLocation()"]
        if self.inside:
            body = [f"extension {self.inside} {{"] + body + ["}"]
        if self.body:
            body = ["_ = { @MainActor in"] + body + ["}"]
        return body


def markdown_blocks(path, module):
    """The ```swift blocks of a Markdown file."""
    with open(os.path.join(ROOT, path), encoding="utf-8") as file:
        lines = file.read().split("\n")
    blocks, index = [], 0
    while index < len(lines):
        stripped = lines[index].strip()
        if stripped.startswith("```swift"):
            if stripped != "```swift":
                error(f"{path}:{index + 1}", f"a fence with words after swift ('{stripped}'): mark the block with <!-- compile: … --> instead")
            indent = lines[index][: len(lines[index]) - len(lines[index].lstrip())]
            start = index + 1
            end = start
            while end < len(lines) and lines[end].strip() != "```":
                end += 1
            if end == len(lines):
                error(f"{path}:{index + 1}", "the block never ends")
                break
            code = "\n".join(l[len(indent):] if l.startswith(indent) else l for l in lines[start:end])
            marker = None
            before = index - 1
            while before >= 0 and lines[before].strip() == "":
                before -= 1
            match = MARKER.match(lines[before].strip()) if before >= 0 else None
            if before >= 0 and lines[before].strip().startswith("<!--") and "compile" in lines[before] and not match:
                error(f"{path}:{before + 1}", f"a marker this script cannot read: {lines[before].strip()}")
            if match:
                marker = match.group(1)
            blocks.append(Block(path, start + 1, code, marker, module, False))
            index = end + 1
        else:
            index += 1
    return blocks


DOC = re.compile(r"^\s*///( ?)(.*)$")


def comment_blocks(path, module):
    """The ```swift blocks of the doc comments of a Swift file."""
    with open(os.path.join(ROOT, path), encoding="utf-8") as file:
        lines = file.read().split("\n")
    blocks, index = [], 0
    while index < len(lines):
        match = DOC.match(lines[index])
        if match and match.group(2).strip().startswith("```swift"):
            fence = match.group(2)
            if fence.strip() != "```swift":
                error(f"{path}:{index + 1}", f"a fence with words after swift ('{fence.strip()}'): mark the block with <!-- compile: … --> instead")
            indent = len(fence) - len(fence.lstrip())
            start = index + 1
            end = start
            while end < len(lines) and DOC.match(lines[end]) and DOC.match(lines[end]).group(2).strip() != "```":
                end += 1
            if end == len(lines) or not DOC.match(lines[end]):
                error(f"{path}:{index + 1}", "the block never ends")
                index = end
                continue
            code = "\n".join(DOC.match(l).group(2)[indent:] for l in lines[start:end])
            marker = None
            before = index - 1
            while before >= 0 and DOC.match(lines[before]) and DOC.match(lines[before]).group(2).strip() == "":
                before -= 1
            text = DOC.match(lines[before]).group(2).strip() if before >= 0 and DOC.match(lines[before]) else ""
            marked = MARKER.match(text)
            if text.startswith("<!--") and "compile" in text and not marked:
                error(f"{path}:{before + 1}", f"a marker this script cannot read: {text}")
            if marked:
                marker = marked.group(1)
            # The declaration the comment documents: the first line after it
            # that is neither a comment nor an attribute.
            after = end
            while after < len(lines) and DOC.match(lines[after]):
                after += 1
            declaration = ""
            while after < len(lines):
                declaration += " " + lines[after]
                if not lines[after].strip().startswith("@") or " " in lines[after].strip():
                    break
                after += 1
            package = re.search(r"\bpackage\b", declaration) is not None
            blocks.append(Block(path, start + 1, code, marker, module, package))
            index = end + 1
        else:
            index += 1
    return blocks


def all_blocks():
    files = [("README.md", "ReuseKit", markdown_blocks)]
    for module in MODULES:
        catalog = f"Sources/{module}/{module}.docc"
        for name in sorted(os.listdir(os.path.join(ROOT, catalog))):
            if name.endswith(".md"):
                files.append((f"{catalog}/{name}", module, markdown_blocks))
        for folder, _, names in sorted(os.walk(os.path.join(ROOT, "Sources", module))):
            for name in sorted(names):
                if name.endswith(".swift"):
                    files.append((os.path.relpath(os.path.join(folder, name), ROOT), module, comment_blocks))
    blocks = []
    for path, module, read in files:
        found = read(path, module)
        for previous, block in zip([None] + found, found):
            block.previous = previous
        blocks += found
    return blocks


def main():
    if len(sys.argv) not in (2, 3) or (len(sys.argv) == 3 and sys.argv[2] not in ("linux", "sdk")):
        sys.exit("usage: doc-blocks.py OUT [linux|sdk]")
    out = sys.argv[1]
    only = sys.argv[2] if len(sys.argv) == 3 else None
    blocks = all_blocks()
    counts = {"linux": 0, "sdk": 0}
    rows = {"linux": [], "sdk": []}
    for number, block in enumerate(blocks, start=1):
        platform = "sdk" if block.is_sdk() else "linux"
        counts[platform] += 1
        if only and platform != only:
            continue
        directory = os.path.join(out, platform, f"{number:03}")
        os.makedirs(directory, exist_ok=True)
        with open(os.path.join(directory, "main.swift"), "w", encoding="utf-8") as file:
            file.write(block.source())
        access = "manifest" if block.is_manifest() else "package" if block.package else "public"
        target = "ios16" if platform == "sdk" and block.is_ios16() else "-"
        rows[platform].append(f"{number:03}\t{block.location}\t{access}\t{target}")
    for platform in ("linux", "sdk"):
        if only and platform != only:
            continue
        os.makedirs(os.path.join(out, platform), exist_ok=True)
        with open(os.path.join(out, platform, "blocks.tsv"), "w", encoding="utf-8") as file:
            file.write("".join(row + "\n" for row in rows[platform]))
    if errors:
        print("\n".join(errors), file=sys.stderr)
        sys.exit(1)
    print(f"found {len(blocks)} swift blocks: {counts['linux']} headless (Linux), {counts['sdk']} for Apple's SDK")


if __name__ == "__main__":
    main()
