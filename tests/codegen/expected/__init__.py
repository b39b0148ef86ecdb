# Generated from ops.yaml by `python -m codegen`; do not edit.
