# Sources of ui/render/charts (Qt Charts stays inside this folder).
target_sources(fleetcost_ui_render PRIVATE
  charts/chart_options.h
  charts/chart_palette.h
  charts/chart_palette.cpp
  charts/fleet_chart.h
  charts/fleet_chart.cpp
  charts/chart_style.h
  charts/chart_style.cpp
  charts/chart_metadata.h
  charts/chart_metadata.cpp
  charts/chart_builders.h
  charts/cumulative_charts.cpp
  charts/cost_bar_charts.cpp
  charts/fleet_charts.cpp
  charts/chart_render.h
  charts/chart_render.cpp
  charts/chart_view.h
  charts/chart_view.cpp
  charts/risk_charts.h
  charts/risk_charts.cpp
  charts/finder_charts.h
  charts/finder_charts.cpp
)
