#!/usr/bin/env python3
"""Fills unfinished messages of a .ts file from a JSON map {"context|source": "translation"}
(numerus messages get the one form CJK languages have). Used for small batches of new strings;
large batches go to translators. Usage: fill_translations.py FILE.ts MAP.json"""
import json
import sys
import xml.etree.ElementTree as ET

path, mapping_path = sys.argv[1], sys.argv[2]
with open(mapping_path, encoding="utf-8") as f:
    mapping = json.load(f)
tree = ET.parse(path)
filled = 0
for context in tree.getroot().iter("context"):
    name = context.findtext("name")
    for message in context.iter("message"):
        translation = message.find("translation")
        key = name + "|" + message.findtext("source")
        if translation.get("type") != "unfinished" or key not in mapping:
            continue
        if message.get("numerus") == "yes":
            for form in list(translation):
                translation.remove(form)
            ET.SubElement(translation, "numerusform").text = mapping[key]
        else:
            translation.text = mapping[key]
        translation.attrib.pop("type", None)
        filled += 1
tree.write(path, encoding="utf-8", xml_declaration=True)
with open(path, encoding="utf-8") as f:
    text = f.read()
if "<!DOCTYPE TS>" not in text:
    text = text.replace("?>\n", "?>\n<!DOCTYPE TS>\n", 1)
with open(path, "w", encoding="utf-8") as f:
    f.write(text)
print("%s: filled %d" % (path, filled))
