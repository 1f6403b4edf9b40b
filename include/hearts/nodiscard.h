/* HEARTS_NODISCARD marks a function whose result says whether it did what was asked (an error code,
 * a NULL for out of memory): dropping it hides a refused decision, so the compiler warns. */
#ifndef HEARTS_NODISCARD_H
#define HEARTS_NODISCARD_H

#if defined(__GNUC__) || defined(__clang__)
#define HEARTS_NODISCARD __attribute__((warn_unused_result))
#elif defined(_MSC_VER)
#define HEARTS_NODISCARD _Check_return_
#else
#define HEARTS_NODISCARD
#endif

#endif
