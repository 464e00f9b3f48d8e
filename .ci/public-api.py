#!/usr/bin/env python3
"""Lists a module's public API from its symbol graphs, one declaration a line.

    public-api.py GRAPH_DIR MODULE            print the list
    public-api.py GRAPH_DIR MODULE --any      print the public declarations that expose `Any`
                                              or an existential (`any P`) a user must cast,
                                              and fail when there is one

The list is what .ci/api/<MODULE>.txt records; .ci/docs.sh diffs the two so
that a change to the public surface is always deliberate.
"""
import glob
import json
import os
import sys


def declarations(graph_dir, module):
    paths = [os.path.join(graph_dir, f"{module}.symbols.json")]
    paths += sorted(glob.glob(os.path.join(graph_dir, f"{module}@*.symbols.json")))
    for path in paths:
        if not os.path.exists(path):
            continue
        extended = os.path.basename(path)[len(module) + 1:-len(".symbols.json")] if "@" in path else None
        for symbol in json.load(open(path))["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            # Members a protocol's extension lends (`!=`, `debugDescription`…) are not ours,
            # and a re-exported module's symbols are that module's.
            if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                continue
            if f"/Sources/{module}/" not in symbol.get("location", {}).get("uri", f"/Sources/{module}/"):
                continue
            fragments = symbol.get("declarationFragments", [])
            text = "".join(f["spelling"] for f in fragments).replace("\n", " ")
            text = " ".join(text.split())
            owner = ".".join(symbol["pathComponents"][:-1])
            if extended:
                owner = f"{extended}.{owner}" if owner else extended
            yield owner, text, fragments


def exposes_any(fragments):
    """True when a declaration names `Any`, spells an existential `any P`, or
    takes or returns a bare `AnyObject`. `AnyObject` as a constraint (a
    class-bound protocol, `<T: AnyObject>`, `where T : AnyObject`) exposes
    nothing, and neither does `any Error` in a typed or rethrowing signature."""
    angle_depth = 0
    in_where = False
    for index, fragment in enumerate(fragments):
        spelling = fragment["spelling"]
        if fragment["kind"] == "text":
            angle_depth += spelling.count("<") - spelling.count(">")
        if fragment["kind"] == "keyword" and spelling == "where":
            in_where = True
        if fragment["kind"] == "keyword" and spelling == "protocol":
            in_where = True  # what a protocol inherits is a constraint
        if fragment["kind"] == "typeIdentifier" and spelling == "Any":
            return True
        if fragment["kind"] == "typeIdentifier" and spelling == "AnyObject" and not in_where and angle_depth == 0:
            return True
        if fragment["kind"] == "keyword" and spelling == "any":
            following = fragments[index + 2]["spelling"] if index + 2 < len(fragments) else ""
            if following != "Error":
                return True
    return False


def main():
    graph_dir, module = sys.argv[1], sys.argv[2]
    rows = []
    for owner, text, fragments in declarations(graph_dir, module):
        if "--any" in sys.argv and not exposes_any(fragments):
            continue
        rows.append(f"{owner}: {text}" if owner else text)
    for row in sorted(set(rows)):
        print(row)
    if "--any" in sys.argv and rows:
        sys.exit(1)


if __name__ == "__main__":
    main()
