/*
 * ghb_highlight: source code to styled spans through KSyntaxHighlighting (KDE Frameworks 5,
 * over Qt 5), behind a C interface so Swift can load it with dlopen only when a file is shown.
 *
 * Text is UTF-8 and offsets are UTF-8 byte offsets. One highlighter is used by one thread at a
 * time; highlighters on different threads share nothing (each borrows a repository of syntax
 * definitions of its own from a pool while it lives), so they never wait for each other.
 * Every function is safe to call with NULL where a pointer is taken, and does nothing then.
 *
 * KSyntaxHighlighting cannot be interrupted inside a line, and some inputs make it slow (a line
 * of 200,000 `<a>` takes minutes: each context switch costs as much as the contexts open), so
 * every highlighter works within a budget (ghb_budget): a line too long is not highlighted, a
 * line that took too long comes back plain, and once the file's budget is spent every further
 * line comes back plain at once. A line given up is drawn plain; the state passes through it.
 */
#ifndef GHB_HIGHLIGHT_H
#define GHB_HIGHLIGHT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The interface version: bumped whenever a declaration below changes. */
#define GHB_HIGHLIGHT_INTERFACE_VERSION 3

/* A highlighter for one file: its syntax definition and a theme. */
typedef struct ghb_highlighter ghb_highlighter;
/* The highlighter's state at the end of a line (open comments, strings, nested contexts):
 * what the next line starts from. Immutable; free each one returned. */
typedef struct ghb_state ghb_state;

/* One styled run of a line. */
typedef struct ghb_span {
    /* UTF-8 byte offset and length in the line. */
    uint32_t offset;
    uint32_t length;
    /* Foreground colour 0xRRGGBB, valid when has_foreground is 1. */
    uint32_t foreground;
    /* Background colour 0xRRGGBB, valid when has_background is 1. */
    uint32_t background;
    uint8_t has_foreground;
    uint8_t has_background;
    uint8_t bold;
    uint8_t italic;
    uint8_t underline;
    uint8_t reserved[1];
    /* KSyntaxHighlighting's default style (Theme::TextStyle: 0 Normal, 1 Keyword, 2 Function,
     * 3 Variable, 4 ControlFlow, 5 Operator, 6 BuiltIn, 7 Extension, 8 Preprocessor,
     * 9 Attribute, 10 Char, 11 SpecialChar, 12 String, 13 VerbatimString, 14 SpecialString,
     * 15 Import, 16 DataType, 17 DecVal, 18 BaseN, 19 Float, 20 Constant, 21 Comment,
     * 22 Documentation, 23 Annotation, 24 CommentVar, 25 RegionMarker, 26 Information,
     * 27 Warning, 28 Alert, 29 Others, 30 Error). */
    uint16_t style;
} ghb_span;

/* How much work one highlighter may do. */
typedef struct ghb_budget {
    /* Lines longer than this many bytes are not highlighted (0: no limit). */
    size_t line_bytes;
    /* A line whose highlighting took longer than this comes back plain (0: no limit). */
    uint64_t line_nanoseconds;
    /* Once the highlighter has spent this long on lines, every further line comes back plain
     * (0: no limit). */
    uint64_t file_nanoseconds;
} ghb_budget;

/* What became of one line (ghb_highlight_line's `outcome`). */
enum {
    GHB_LINE_HIGHLIGHTED = 0,
    /* Longer than the budget's line_bytes: plain, the state passed through. */
    GHB_LINE_TOO_LONG = 1,
    /* Took longer than line_nanoseconds: plain, the state it ended in kept. */
    GHB_LINE_TOO_SLOW = 2,
    /* The file's budget was spent before it: plain, the state passed through. */
    GHB_LINE_FILE_BUDGET_SPENT = 3
};

/* The budget a highlighter starts with: lines of 16 KiB, 100 ms a line, 3 s a file. */
#define GHB_DEFAULT_LINE_BYTES 16384
#define GHB_DEFAULT_LINE_NANOSECONDS 100000000ull
#define GHB_DEFAULT_FILE_NANOSECONDS 3000000000ull

/* GHB_HIGHLIGHT_INTERFACE_VERSION as built. */
int ghb_highlight_interface_version(void);

/* Before the process exits: waits for the calls inside the library on other threads to return,
 * then makes every later call wait until the process ends, so Qt's exit-time destructors never
 * run under a thread still inside Qt. Call it on the thread that is about to exit. */
void ghb_highlight_close(void);

/* A highlighter for a file named file_name (a path or a name: `src/main.swift`), picked by its
 * name, then by its content (first_line, e.g. a `#!/usr/bin/env python3` line, may be NULL),
 * coloured by theme_name ("GitHub Dark", "GitHub Light"; the default theme when unknown).
 * NULL when no syntax definition fits. Loading the definitions the first time takes a few ms. */
ghb_highlighter *ghb_highlighter_create(const char *file_name, const char *first_line, size_t first_line_length,
                                        const char *theme_name);

void ghb_highlighter_free(ghb_highlighter *highlighter);

/* Replaces the highlighter's budget (and starts its file budget again). */
void ghb_highlighter_set_budget(ghb_highlighter *highlighter, ghb_budget budget);

/* Nanoseconds the highlighter has spent on lines so far. */
uint64_t ghb_highlighter_spent_nanoseconds(const ghb_highlighter *highlighter);

/* The syntax definition's name ("Swift", "Python"); valid while the highlighter lives. */
const char *ghb_highlighter_definition_name(const ghb_highlighter *highlighter);

/* The theme's normal text colour and editor background, 0xRRGGBB. */
uint32_t ghb_highlighter_text_color(const ghb_highlighter *highlighter);
uint32_t ghb_highlighter_background_color(const ghb_highlighter *highlighter);

/* The state before the first line. */
ghb_state *ghb_state_initial(void);
void ghb_state_free(ghb_state *state);

/* Highlights one line (UTF-8, without its line break) starting from `state` (NULL: the first
 * line), within the highlighter's budget. Writes up to `capacity` spans to `spans` and their
 * number to `*count` (more than `capacity` means the spans did not fit: call again with room
 * for `*count`; none when the line was given up), and what became of the line to `*outcome`
 * (GHB_LINE_…; may be NULL). Returns the state at the end of the line (free it), or NULL on
 * failure. */
ghb_state *ghb_highlight_line(ghb_highlighter *highlighter, const ghb_state *state, const char *line, size_t length,
                              ghb_span *spans, size_t capacity, size_t *count, int *outcome);

#ifdef __cplusplus
}
#endif

#endif
