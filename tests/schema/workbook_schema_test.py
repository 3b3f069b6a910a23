#!/usr/bin/env python3
"""The workbook's generated JSON Schema, checked with a real validator (python3-jsonschema, draft
2020-12): every shipped workbook, every good corpus file and seeded random workbooks meet it; every
bad-corpus file whose problem is a wrong type, an out-of-range number, a text too long or a missing
required key fails it; the fuzz dictionary names exactly the schema's keys.

Usage: workbook_schema_test.py SCHEMA_JSON   (run from the source root; ctest workbook_schema)
"""
import glob
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools", "schema"))
import workbook_schema  # noqa: E402

try:
    from jsonschema import Draft202012Validator
except ImportError:
    sys.exit("python3-jsonschema is missing: scripts/setup.sh installs it")

GOOD = ["assets/**/*.fleetcost", "tests/fuzz/corpus/*.fleetcost", "tests/cli/golden/*.fleetcost",
        "tools/oracle/cases/*.fleetcost", "tools/audit/cases/*.fleetcost"]

# Bad corpus (tests/corpus/README.md) that the schema must refuse: what it states per key.
SCHEMA_REFUSES = {
    "a wrong type": """type-after-tax-string type-api-offers-object type-api-price-string
        type-figure-value-string type-fx-rate-string type-horizon-string type-name-null-and-id-number
        type-price-path-string type-price-true type-profile-number type-regions-object
        type-restricted-gpu-number type-root-array type-scenarios-string type-workload-number
        key-1mb-unknown-and-type bom-with-type-problem price-path-negative-scale-and-points-string""",
    "a number out of its range": """api-offer-ranges discount-rate-minus-one fractional-gpus
        headroom-above-ten horizon-601 horizon-zero huge-integer negative-on-demand-figure negative-price
        price-path-point-without-price-and-month-zero profile-all-zero profile-negative-weight
        profile-three-weights pue-below-one resale-decline-above-one tax-rate-above-one
        workload-token-shares-out-of-range zero-rack-power version-fraction version-newer version-zero
        too-many-plans""",
    "a text too long or a wrong format word": """currency-code-201-characters figure-texts-too-long
        id-201-characters name-16000-words name-201-characters name-201-chinese-characters
        new-keys-201-characters restriction-note-too-long string-1mb-currency format-wrong""",
    "a required key missing": """api-offer-missing-keys missing-cooling-options missing-format
        missing-fx missing-horizon missing-scenarios missing-server-power missing-version
        price-path-empty""",
    "a word not of its enumeration (the field's words, the plan strategies)": """unknown-strategy
        unknown-kind-and-preset unknown-power-fee-basis string-1mb-strategy""",
}
# Bad corpus beyond a schema: FleetCost's own checks (fleetcost-cli validate). It may pass or fail.
BEYOND_SCHEMA = {
    "not JSON, or JSON a schema cannot see (encoding, duplicate keys, depth, numbers beyond double)":
        """bare-word binary-garbage blank-lines bom-syntax-column comment control-character empty-file
        infinity-literal invalid-utf8-in-key invalid-utf8-latin1 nan-in-profile nan-literal
        negative-infinity-literal single-quotes trailing-comma trailing-text truncated utf16-file
        lone-surrogate-escape huge-number huge-negative-number deep-nesting duplicate-key-root
        duplicate-key-scenario duplicate-key-in-figure""",
    "references and uniqueness": """dangling-cooling dangling-currency dangling-plan-site
        dangling-restricted-gpu dangling-workload-gpu ref-same-id-in-two-lists ref-site-names-a-region
        api-offer-dangling-region-and-currency duplicate-gpu-id duplicate-plan-name
        duplicate-workload-name duplicate-cooling-name api-offer-duplicate-id""",
    "fields that depend on each other": """end-before-start figure-low-above-value idle-above-max-power
        usd-rate-not-one missing-lease-term missing-tokens-per-gpu missing-workload-demand
        missing-plan-site lead-time-without-rental-region api-plan-without-rental-region
        price-path-months-out-of-order""",
    "the plans' second stage": """api-plan-missing-input-share api-plan-no-rental-offer-for-training
        missing-offer-from-provider missing-offer-in-region missing-reserved-price missing-server-for-gpu
        rack-does-not-fit peak-above-million growth-huge growth-overflow price-overflow""",
}


def names(groups):
    return {name: group for group, text in groups.items() for name in text.split()}


def load(path):
    """The workbook as FleetCost reads it (a byte order mark accepted), or None when it is not JSON."""
    def refuse(literal):
        raise ValueError(literal)
    try:
        with open(path, "rb") as f:
            return json.loads(f.read().decode("utf-8-sig"), parse_constant=refuse)
    except (UnicodeDecodeError, ValueError):
        return None


def main(schema_path):
    failures = []
    with open(schema_path, encoding="utf-8") as f:
        schema = json.load(f)
    Draft202012Validator.check_schema(schema)
    validator = Draft202012Validator(schema)

    def errors(doc):
        return [f"/{'/'.join(map(str, e.absolute_path))}: {e.message[:160]}" for e in validator.iter_errors(doc)]

    good = sorted({p for pattern in GOOD for p in glob.glob(os.path.join(ROOT, pattern), recursive=True)})
    with tempfile.TemporaryDirectory() as work:
        generator = os.path.join(ROOT, "tools", "crosscheck", "random_workbooks.py")
        env = dict(os.environ, FLEETCOST_WORKBOOK_SCHEMA=os.path.abspath(schema_path))
        subprocess.run([sys.executable, generator, os.path.join(work, "random"), "25", "11"], check=True, env=env)
        subprocess.run([sys.executable, generator, os.path.join(work, "new-keys"), "25", "12", "--new-keys"],
                       check=True, env=env)
        good += sorted(glob.glob(os.path.join(work, "*", "*.fleetcost")))
        for path in good:
            doc = load(path)
            found = errors(doc) if doc is not None else ["not JSON"]
            if found:
                failures.append(f"{os.path.relpath(path, ROOT)}: should meet the schema, but {found[:3]}")
    print(f"{len(good)} good workbooks checked")

    refuses, beyond = names(SCHEMA_REFUSES), names(BEYOND_SCHEMA)
    bad = sorted(os.path.basename(p)[: -len(".fleetcost")]
                 for p in glob.glob(os.path.join(ROOT, "tests", "corpus", "bad", "*.fleetcost")))
    for name in bad:
        if (name in refuses) == (name in beyond):
            failures.append(f"tests/corpus/bad/{name}: list it in SCHEMA_REFUSES or BEYOND_SCHEMA (once)")
    for name in sorted(set(refuses) | set(beyond)):
        if name not in bad:
            failures.append(f"tests/corpus/bad/{name}.fleetcost: listed here but not in the corpus")
    refused = 0
    for name in bad:
        if name not in refuses:
            continue
        doc = load(os.path.join(ROOT, "tests", "corpus", "bad", name + ".fleetcost"))
        if doc is None:
            failures.append(f"tests/corpus/bad/{name}: has {refuses[name]} but is not JSON")
        elif not errors(doc):
            failures.append(f"tests/corpus/bad/{name}: has {refuses[name]}, but the schema accepts it")
        else:
            refused += 1
    print(f"{refused} of {len(bad)} bad workbooks refused by the schema, as listed")

    # The fuzz dictionary names every key of the format, and no other.
    keys = set(workbook_schema.Schema(schema).all_keys())
    with open(os.path.join(ROOT, "tests", "fuzz", "workbook.dict"), encoding="utf-8") as f:
        listed = {line.split("=", 1)[0][len("key_"):] for line in f if line.startswith("key_")}
    if listed != keys:
        failures.append(f"tests/fuzz/workbook.dict: add the keys {sorted(keys - listed)}, "
                        f"remove {sorted(listed - keys)}")

    for line in failures:
        print("FAIL", line)
    return 1 if failures else 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1]))
