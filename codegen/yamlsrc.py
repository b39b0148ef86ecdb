"""Read YAML keeping the line of every mapping key and list item.

PyYAML's composer gives nodes with marks; we build plain Python values from
them, with `LMap`/`LList` remembering where each entry came from so that
validation errors can say `ops.yaml:LINE`.
"""
from __future__ import annotations

import yaml


class LMap(dict):
    """A dict that knows the line of itself and of each key."""

    line: int
    key_lines: dict

    def line_of(self, key) -> int:
        return self.key_lines.get(key, self.line)


class LList(list):
    """A list that knows the line of itself and of each item."""

    line: int
    item_lines: list


class _Constructor(yaml.constructor.SafeConstructor):
    pass


def _build(node, constructor):
    line = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        out = LMap()
        out.line, out.key_lines = line, {}
        for key_node, value_node in node.value:
            key = _build(key_node, constructor)
            if key in out:
                raise DuplicateKey(key, key_node.start_mark.line + 1)
            out[key] = _build(value_node, constructor)
            out.key_lines[key] = key_node.start_mark.line + 1
        return out
    if isinstance(node, yaml.SequenceNode):
        out = LList(_build(item, constructor) for item in node.value)
        out.line = line
        out.item_lines = [item.start_mark.line + 1 for item in node.value]
        return out
    return constructor.construct_object(node, deep=True)


class DuplicateKey(Exception):
    def __init__(self, key, line):
        super().__init__(f"duplicate key {key!r}")
        self.key, self.line = key, line


def load_text(text: str, name: str = "ops.yaml"):
    """Parse YAML text into LMap/LList/scalars; YAML syntax errors keep their line."""
    node = yaml.compose(text, Loader=yaml.SafeLoader)
    if node is None:
        return LMap()
    return _build(node, _Constructor())
