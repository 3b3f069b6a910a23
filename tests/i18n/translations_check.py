#!/usr/bin/env python3
"""Every visible string is translated: runs lupdate over the sources into copies of the shipped
.ts files and fails on any message without a finished translation (a string added to the code
but not to a translation shows up here), on placeholders (%1, %n) or accelerators that a
translation lost, and on English plural forms left empty. Usage: translations_check.py SOURCE_DIR"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

LUPDATE = "/usr/lib/qt6/bin/lupdate"
PLACEHOLDER = re.compile(r"%(?:\d+|n)")


def refreshed_copy(source_dir, ts, workdir, plural_only):
    copy = os.path.join(workdir, os.path.basename(ts))
    shutil.copy(ts, copy)
    options = ["-silent", "-no-obsolete", "-locations", "none", "-extensions", "cpp,h",
               "-I", source_dir, "-tr-function-alias", "QT_TRANSLATE_NOOP+=FC_TRANSLATE_NOOP,QT_TRANSLATE_NOOP+=FC_TEXT_NOOP"]
    if plural_only:
        options.append("-pluralonly")
    # The model's problems and warnings (FC_TRANSLATE_NOOP) and the command line's help and
    # usage errors are checked like the rest.
    sources = [os.path.join(source_dir, "ui"), os.path.join(source_dir, "app", "gui"),
               os.path.join(source_dir, "app", "cli"), os.path.join(source_dir, "model")]
    subprocess.run([LUPDATE, *options, *sources, "-ts", copy], check=True)
    return copy


def texts(translation, numerus):
    if numerus:
        return [form.text or "" for form in translation.findall("numerusform")]
    return [translation.text or ""]


def check(path, language):
    problems = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            where = "%s: %s: %r" % (language, name, source[:80])
            if translation.get("type") in ("unfinished", "vanished", "obsolete"):
                problems.append(where + " is not translated")
                continue
            numerus = message.get("numerus") == "yes"
            for text in texts(translation, numerus):
                if not text.strip() and source.strip():
                    problems.append(where + " has an empty translation")
                wanted = sorted(PLACEHOLDER.findall(source))
                got = sorted(PLACEHOLDER.findall(text))
                if wanted != got:
                    problems.append(where + " placeholders %s became %s" % (wanted, got))
                accelerator = re.search(r"&[^&\s]", source.replace("&&", ""))
                if accelerator and not re.search(r"&[^&\s]", text.replace("&&", "")):
                    problems.append(where + " lost its keyboard accelerator")
    return problems


def main():
    source_dir = os.path.abspath(sys.argv[1])
    directory = os.path.join(source_dir, "ui", "translations")
    problems = []
    with tempfile.TemporaryDirectory() as workdir:
        for language in ("ja", "zh_HK", "zh_CN", "en"):
            ts = os.path.join(directory, "fleetcost_%s.ts" % language)
            copy = refreshed_copy(source_dir, ts, workdir, plural_only=(language == "en"))
            problems += check(copy, language)
    if problems:
        print("\n".join(problems))
        print("%d problem(s); run scripts/update-translations.sh and translate the new strings" % len(problems))
        return 1
    print("ja, zh_HK, zh_CN complete; English plural forms complete")
    return 0


if __name__ == "__main__":
    sys.exit(main())
