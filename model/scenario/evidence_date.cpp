// Parsing, comparing and finding the dates of figures' evidence.
#include "model/scenario/evidence_date.h"

#include <cctype>
#include <cstdio>
#include <tuple>

namespace fleetcost {

namespace {

bool digits(std::string_view text, std::size_t at, std::size_t count) {
  if (at + count > text.size()) return false;
  for (std::size_t i = at; i < at + count; ++i)
    if (!std::isdigit(static_cast<unsigned char>(text[i]))) return false;
  return true;
}

int number(std::string_view text, std::size_t at, std::size_t count) {
  int n = 0;
  for (std::size_t i = at; i < at + count; ++i) n = n * 10 + (text[i] - '0');
  return n;
}

int daysIn(int year, int month) {
  static constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
  return month == 2 && leap ? 29 : kDays[month - 1];
}

bool boundary(std::string_view text, std::size_t at) {
  return at >= text.size() || !std::isdigit(static_cast<unsigned char>(text[at]));
}

std::string written(const EvidenceDate& d) {
  char out[16];
  if (d.day)
    std::snprintf(out, sizeof out, "%04d-%02d-%02d", d.year, d.month, d.day);
  else if (d.month)
    std::snprintf(out, sizeof out, "%04d-%02d", d.year, d.month);
  else
    std::snprintf(out, sizeof out, "%04d", d.year);
  return out;
}

}  // namespace

std::optional<EvidenceDate> parseEvidenceDate(std::string_view text) {
  if (!digits(text, 0, 4)) return std::nullopt;
  EvidenceDate d{number(text, 0, 4), 0, 0};
  if (d.year < 1900 || d.year > 2999) return std::nullopt;
  if (text.size() == 4) return d;
  if (text.size() < 7 || text[4] != '-' || !digits(text, 5, 2)) return std::nullopt;
  d.month = number(text, 5, 2);
  if (d.month < 1 || d.month > 12) return std::nullopt;
  if (text.size() == 7) return d;
  if (text.size() != 10 || text[7] != '-' || !digits(text, 8, 2)) return std::nullopt;
  d.day = number(text, 8, 2);
  if (d.day < 1 || d.day > daysIn(d.year, d.month)) return std::nullopt;
  return d;
}

bool isEvidenceKind(std::string_view word) {
  for (std::string_view kind : kEvidenceKinds)
    if (word == kind) return true;
  return false;
}

int monthsBetween(const EvidenceDate& from, const EvidenceDate& to) {
  return to.monthIndex() - from.monthIndex();
}

std::string latestDateIn(std::string_view text) {
  std::optional<EvidenceDate> latest;
  const auto consider = [&](EvidenceDate d) {
    const auto key = [](const EvidenceDate& e) { return std::tuple(e.year, e.month, e.day); };
    if (d.year >= 1900 && d.year <= 2999 && (!latest || key(d) > key(*latest))) latest = d;
  };
  for (std::size_t i = 0; i + 4 <= text.size(); ++i) {
    if ((i > 0 && std::isdigit(static_cast<unsigned char>(text[i - 1]))) || !digits(text, i, 4))
      continue;
    EvidenceDate d{number(text, i, 4), 0, 0};
    const std::size_t after = i + 4;
    if (after < text.size() && text[after] == '-' && digits(text, after + 1, 2) &&
        boundary(text, after + 3)) {
      d.month = number(text, after + 1, 2);
      if (d.month < 1 || d.month > 12) {
        d.month = 0;  // "2024-25": a span of years, its later one counted below
      } else if (after + 3 < text.size() && text[after + 3] == '-' && digits(text, after + 4, 2) &&
                 boundary(text, after + 6)) {
        const int day = number(text, after + 4, 2);
        if (day >= 1 && day <= daysIn(d.year, d.month)) d.day = day;
      }
    } else if (after + 2 < text.size() && text[after] == '-' &&
               (text[after + 1] == 'Q' || text[after + 1] == 'H') && digits(text, after + 2, 1)) {
      const int part = number(text, after + 2, 1);
      if (text[after + 1] == 'Q' && part >= 1 && part <= 4) d.month = 3 * (part - 1) + 1;
      if (text[after + 1] == 'H' && part >= 1 && part <= 2) d.month = 6 * (part - 1) + 1;
    } else if (!boundary(text, after)) {
      continue;  // more than four digits
    }
    consider(d);
  }
  return latest ? written(*latest) : std::string();
}

}  // namespace fleetcost
