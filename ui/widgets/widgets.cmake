# Sources of ui/widgets (self-contained editing widgets: weekly profile, sizing helper).
target_sources(fleetcost_ui PRIVATE
)
