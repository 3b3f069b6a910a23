// Editing a figure that came with a source: the new value becomes the user's, and the shipped
// figure is kept beside it (as "shipped" inside the figure) for the assumptions register and
// for resetting the value.
#pragma once

#include <optional>
#include <string>

#include "model/scenario/figure.h"

namespace fleetcost {

// Sets `figure` to `value` as typed by the user on `today` ("2026-12-02"). A sourced figure
// keeps its shipped record; the range is kept only while it still brackets the value.
void overrideFigure(Figure& figure, double value, const std::string& today);

// The shipped figure an override replaced, if any.
std::optional<Figure> shippedFigure(const Figure& figure);

// Back to the shipped figure (no-op without one).
void resetToShipped(Figure& figure);

}  // namespace fleetcost
