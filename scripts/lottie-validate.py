#!/usr/bin/env python3
"""Validates Lottie documents against the Lottie Animation Community's
published schema (PyPI lottie-specs, which ships it), with jsonschema-rs
(a JSON Schema 2020-12 validator fast enough for documents of megabytes).

    lottie-validate.py DOC.json [DOC.json ...]

prints each document's errors, one per line with its JSON path, and exits 1
when any document has one. Run it with the Python of .build/lint-venv."""
import json
import os
import sys

import jsonschema_rs
import lottie_specs


def main(paths):
    if not paths:
        sys.exit("usage: lottie-validate.py DOC.json [DOC.json ...]")
    with open(os.path.join(os.path.dirname(lottie_specs.__file__), "data", "lottie.schema.json")) as f:
        schema = json.load(f)
    validator = jsonschema_rs.validator_for(schema)
    failed = False
    for path in paths:
        with open(path) as f:
            document = json.load(f)
        errors = sorted(validator.iter_errors(document), key=lambda e: list(map(str, e.instance_path)))
        for error in errors[:50]:
            where = "/" + "/".join(map(str, error.instance_path))
            print(f"{path}: {where}: {error.message[:300]}")
        if errors:
            print(f"{path}: {len(errors)} errors against lottie-specs {lottie_specs_version()}")
            failed = True
    sys.exit(1 if failed else 0)


def lottie_specs_version():
    try:
        from importlib.metadata import version
        return version("lottie-specs")
    except Exception:
        return "?"


if __name__ == "__main__":
    main(sys.argv[1:])
