/*
 * ghb_highlight: source code to styled spans through KSyntaxHighlighting (KDE Frameworks 5,
 * over Qt 5), behind a C interface so Swift can load it with dlopen only when a file is shown.
 *
 * Text is UTF-8 and offsets are UTF-8 byte offsets. One highlighter is used by one thread at a
 * time. Every function is safe to call with NULL where a pointer is taken, and does nothing then.
 */
#ifndef GHB_HIGHLIGHT_H
#define GHB_HIGHLIGHT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The interface version: bumped whenever a declaration below changes. */
#define GHB_HIGHLIGHT_INTERFACE_VERSION 1

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

/* GHB_HIGHLIGHT_INTERFACE_VERSION as built. */
int ghb_highlight_interface_version(void);

/* A highlighter for a file named file_name (a path or a name: `src/main.swift`), picked by its
 * name, then by its content (first_line, e.g. a `#!/usr/bin/env python3` line, may be NULL),
 * coloured by theme_name ("GitHub Dark", "GitHub Light"; the default theme when unknown).
 * NULL when no syntax definition fits. Loading the definitions the first time takes a few ms. */
ghb_highlighter *ghb_highlighter_create(const char *file_name, const char *first_line, size_t first_line_length,
                                        const char *theme_name);

void ghb_highlighter_free(ghb_highlighter *highlighter);

/* The syntax definition's name ("Swift", "Python"); valid while the highlighter lives. */
const char *ghb_highlighter_definition_name(const ghb_highlighter *highlighter);

/* The theme's normal text colour and editor background, 0xRRGGBB. */
uint32_t ghb_highlighter_text_color(const ghb_highlighter *highlighter);
uint32_t ghb_highlighter_background_color(const ghb_highlighter *highlighter);

/* The state before the first line. */
ghb_state *ghb_state_initial(void);
void ghb_state_free(ghb_state *state);

/* Highlights one line (UTF-8, without its line break) starting from `state` (NULL: the first
 * line). Writes up to `capacity` spans to `spans` and their number to `*count` (more than
 * `capacity` means the spans did not fit: call again with room for `*count`). Returns the state
 * at the end of the line (free it), or NULL on failure. */
ghb_state *ghb_highlight_line(ghb_highlighter *highlighter, const ghb_state *state, const char *line, size_t length,
                              ghb_span *spans, size_t capacity, size_t *count);

#ifdef __cplusplus
}
#endif

#endif
