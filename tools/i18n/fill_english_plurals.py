#!/usr/bin/env python3
"""Fills the English plural forms of ui/translations/fleetcost_en.ts from the source texts:
"%n month(s)" becomes "%n month" (one) and "%n months" (other). Every numerus source must mark
its plural with "(s)"; anything else is reported so that a person writes the forms."""
import re
import sys
import xml.etree.ElementTree as ET

path = sys.argv[1] if len(sys.argv) > 1 else "ui/translations/fleetcost_en.ts"
tree = ET.parse(path)
problems = []
for message in tree.getroot().iter("message"):
    if message.get("numerus") != "yes":
        continue
    source = message.findtext("source")
    translation = message.find("translation")
    forms = translation.findall("numerusform")
    if "(s)" not in source:
        if translation.get("type") == "unfinished":
            problems.append(source)
        continue
    one, other = source.replace("(s)", ""), source.replace("(s)", "s")
    while len(forms) < 2:
        forms.append(ET.SubElement(translation, "numerusform"))
    forms[0].text, forms[1].text = one, other
    translation.attrib.pop("type", None)
tree.write(path, encoding="utf-8", xml_declaration=True)
# ElementTree drops the DOCTYPE that Qt's tools write; put it back.
with open(path, encoding="utf-8") as f:
    text = f.read()
if "<!DOCTYPE TS>" not in text:
    text = text.replace("?>\n", "?>\n<!DOCTYPE TS>\n", 1)
with open(path, "w", encoding="utf-8") as f:
    f.write(text)
if problems:
    print("English plural forms to write by hand:\n  " + "\n  ".join(problems), file=sys.stderr)
    sys.exit(1)
