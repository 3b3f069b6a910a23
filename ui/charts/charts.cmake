# Sources of ui/charts (Qt Charts stays inside this folder).
target_sources(fleetcost_ui PRIVATE
)
