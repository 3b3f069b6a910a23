// Whether this build runs under AddressSanitizer (FLEETCOST_SANITIZE), for tests that time
// themselves or size their work: the sanitizers make code several times slower.
#pragma once

namespace fleetcost::test {

#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kSanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif
#else
inline constexpr bool kSanitized = false;
#endif

}  // namespace fleetcost::test
