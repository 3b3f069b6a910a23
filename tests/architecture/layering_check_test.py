#!/usr/bin/env python3
"""The layering check itself: a small tree that holds the layers passes, and each kind of break
(upward include, folder cycle in ui/ or model/, Qt Charts outside its folder, Qt in model/, an include that names
no layer, a ui file outside the layers, the command line linking views) is reported."""
import os
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import layering_check  # noqa: E402

GOOD = {
    "model/results/result.h": "#pragma once\n#include <vector>\n",
    "model/risk/analyses.h": '#pragma once\n#include "model/results/result.h"\n',
    "ui/core/format/format.h": '#pragma once\n#include <QString>\n#include "model/results/result.h"\n',
    "ui/core/document/document.h": '#pragma once\n#include "ui/core/cmd/store.h"\n',
    "ui/core/cmd/store.h": "#pragma once\n",
    "ui/render/charts/builders.h": "#pragma once\n#include <QChart>\nclass QLineSeries;\n",
    "ui/render/report/catalog.h": ('#pragma once\n#include "ui/render/charts/builders.h"\n'
                                   '#include "ui/core/format/format.h"\n'
                                   '// a QChart in a comment is fine\nconst char* s = "QChart";\n'),
    "ui/views/results/panel.cpp": ('#include "ui/render/report/catalog.h"\n'
                                   '#include "ui/core/format/format.h"\n#include "panel.moc"\n'),
    "ui/shell/mainwindow/window.cpp": '#include "ui/views/results/panel.cpp"\n',
    "app/cli/report.cpp": '#include "ui/render/report/catalog.h"\n',
    "app/gui/main.cpp": '#include "ui/shell/mainwindow/window.cpp"\n',
    "ui/render/CMakeLists.txt": "target_link_libraries(fleetcost_ui_render PRIVATE Qt6::Charts)\n",
    "app/CMakeLists.txt": ("target_link_libraries(fleetcost_cli PUBLIC fleetcost_ui_render "
                           "fleetcost_ui_core)\n"),
    "model/CMakeLists.txt": "add_library(fleetcost_model STATIC x.cpp)\n",
}


class LayeringCheck(unittest.TestCase):
    def problems(self, changes):
        files = dict(GOOD)
        files.update(changes)
        with tempfile.TemporaryDirectory() as root:
            for path, text in files.items():
                full = os.path.join(root, path)
                os.makedirs(os.path.dirname(full), exist_ok=True)
                with open(full, "w", encoding="utf-8") as f:
                    f.write(text)
            return layering_check.check(root, charts_dir=None)

    def assertReported(self, changes, *fragments):
        problems = self.problems(changes)
        for fragment in fragments:
            self.assertTrue(any(fragment in p for p in problems),
                            "%r not in %s" % (fragment, problems))

    def test_the_good_tree_passes(self):
        self.assertEqual(self.problems({}), [])

    def test_an_upward_include_fails(self):
        self.assertReported({"ui/core/format/format.h": '#include "ui/views/results/panel.cpp"\n'},
                            "ui/core/format/format.h:1: upward include: ui/core includes")

    def test_the_command_line_may_not_include_views(self):
        self.assertReported({"app/cli/report.cpp": '#include "ui/views/results/panel.cpp"\n'},
                            "app/cli/report.cpp:1: upward include: app/cli may not include")

    def test_model_may_not_include_ui(self):
        self.assertReported({"model/risk/analyses.h": '#include "ui/core/cmd/store.h"\n'},
                            "model/risk/analyses.h:1: upward include: model includes")

    def test_a_cycle_between_subfolders_fails(self):
        self.assertReported({"ui/core/cmd/store.h": '#include "ui/core/document/document.h"\n'},
                            "include cycle between ui/core/cmd, ui/core/document")

    def test_a_cycle_between_model_folders_fails(self):
        self.assertReported({"model/results/result.h": '#include "model/risk/analyses.h"\n'},
                            "include cycle between model/results, model/risk")

    def test_a_cycle_between_layers_fails(self):
        cycle = {"ui/core/format/format.h": '#include "ui/render/report/catalog.h"\n'}
        self.assertReported(cycle, "include cycle between ui/core, ui/render",
                            "upward include: ui/core includes")

    def test_qt_charts_outside_the_charts_folder_fails(self):
        self.assertReported({"ui/render/report/pdf.cpp": "#include <QChart>\n"},
                            "ui/render/report/pdf.cpp:1: Qt Charts outside ui/render/charts: "
                            "<QChart>")
        self.assertReported({"ui/views/results/chart.h": "class QValueAxis;\n"},
                            "ui/views/results/chart.h:1: Qt Charts outside ui/render/charts: "
                            "QValueAxis")
        self.assertReported({"ui/views/results/x.cpp": "#include <QtCharts/QLineSeries>\n"},
                            "Qt Charts outside ui/render/charts: <QtCharts/QLineSeries>")

    def test_qt_in_model_fails(self):
        self.assertReported({"model/results/result.h": "#include <QString>\n"},
                            "model/results/result.h:1: Qt in model/: <QString>")
        self.assertReported({"model/results/q.cpp": "#include <QtCore/QList>\n"},
                            "Qt in model/: <QtCore/QList>")
        self.assertReported({"model/CMakeLists.txt": "target_link_libraries(m Qt6::Core)\n"},
                            "model/CMakeLists.txt: Qt in model/")

    def test_an_include_that_names_no_layer_fails(self):
        self.assertReported({"ui/views/results/panel.cpp": '#include "catalog.h"\n'},
                            '"catalog.h" does not name a file by its layer')
        self.assertReported({"ui/views/results/panel.cpp": '#include "ui/report/gone.h"\n'},
                            '"ui/report/gone.h" does not name a file by its layer')

    def test_a_ui_file_outside_the_layers_fails(self):
        self.assertReported({"ui/widgets/strip.h": "#pragma once\n"},
                            "ui/widgets/strip.h: belongs to no layer")

    def test_linking_qt_charts_or_more_than_render_into_the_command_line_fails(self):
        self.assertReported({"ui/views/CMakeLists.txt": "target_link_libraries(v Qt6::Charts)\n"},
                            "ui/views/CMakeLists.txt: links Qt6::Charts outside ui/render")
        self.assertReported({"app/CMakeLists.txt":
                             "target_link_libraries(fleetcost_cli PUBLIC fleetcost_ui_views)\n"},
                            "fleetcost_cli links fleetcost_ui_views")


if __name__ == "__main__":
    unittest.main()
