#ifndef GHBROWSE_CNCURSESW_SHIM_H
#define GHBROWSE_CNCURSESW_SHIM_H
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#include <locale.h>
#include <stdio.h>
#include <wchar.h>
#include <unistd.h>
#include <ncursesw/ncurses.h>
#include <ncursesw/term.h>

/* Swift cannot see function-like macros or use C globals safely under strict concurrency:
   these wrappers expose the few that TerminalUI needs. */
static inline WINDOW *ghb_stdscr(void) { return stdscr; }
/* wcwidth is hidden by the C library's feature macros as Swift imports it. */
extern int wcwidth(wchar_t c);
static inline int ghb_wcwidth(wchar_t c) { return wcwidth(c); }
/* Like initscr, but returns NULL instead of exiting when the terminal cannot be used. */
static inline SCREEN *ghb_newterm(void) { return newterm(NULL, stdout, stdin); }
/* Sends each frame in one write. ncurses 6.4 flushes its output at every cursor move it makes
   inside a refresh until the screen has been suspended once (after newterm its state stays
   "initial"), so a frame went out as two writes a row, and a terminal could show it half drawn;
   an endwin and a doupdate right after newterm, before anything is drawn, leave that state. */
static inline void ghb_write_frames_whole(void) {
    endwin();
    doupdate();
}
/* 1 when $TERM's terminfo entry can address the cursor (has `cup`), 0 when it cannot
   (TERM=dumb), -1 when there is no entry. Leaves no terminal set up. */
static inline int ghb_terminal_can_address_cursor(void) {
    int error = 0;
    if (setupterm(NULL, 1, &error) != OK) return -1;
    char *cup = tigetstr("cup");
    int can = cup != NULL && cup != (char *)-1;
    del_curterm(cur_term);
    return can;
}
/* 1 when the running terminal's terminfo entry has `Ms` (it sets the clipboard, OSC 52), else 0. */
static inline int ghb_terminal_has_clipboard(void) {
    char *ms = tigetstr("Ms");
    return ms != NULL && ms != (char *)-1;
}
/* Writes bytes that draw nothing (a control string) straight to the terminal, after ncurses'
   own output is flushed; 0 when all of them were written. */
static inline int ghb_write_control(const unsigned char *bytes, int count) {
    fflush(stdout);
    int written = 0;
    while (written < count) {
        ssize_t result = write(1, bytes + written, (size_t)(count - written));
        if (result <= 0) return -1;
        written += (int)result;
    }
    return 0;
}
/* Repaints the whole screen from ncurses' copy (after the terminal was given back and taken again). */
static inline void ghb_redraw_everything(void) { redrawwin(stdscr); wrefresh(stdscr); }
static inline attr_t ghb_attr_normal(void) { return A_NORMAL; }
static inline attr_t ghb_attr_bold(void) { return A_BOLD; }
static inline attr_t ghb_attr_dim(void) { return A_DIM; }
static inline attr_t ghb_attr_reverse(void) { return A_REVERSE; }
static inline attr_t ghb_attr_underline(void) { return A_UNDERLINE; }
static inline attr_t ghb_attr_italic(void) { return A_ITALIC; }
/* How many colours and colour pairs the terminal has (C globals, set by start_color). */
static inline int ghb_colors(void) { return COLORS; }
static inline int ghb_color_pairs(void) { return COLOR_PAIRS; }
/* A colour pair of two colours given as ints: a 256-colour index, or with a direct-colour
   terminfo (COLORS of 2^24, as xterm-direct) a 0xRRGGBB value. */
static inline int ghb_init_extended_pair(int pair, int foreground, int background) {
    return init_extended_pair(pair, foreground, background);
}

/* Draws one cell: a spacing character followed by up to CCHARW_MAX - 1 combining ones
   (`wch` is NUL-terminated). */
static inline int ghb_put_cell(int y, int x, const wchar_t *wch, attr_t attr, short pair) {
    cchar_t cell;
    if (setcchar(&cell, wch, attr, pair, NULL) == ERR) return ERR;
    return mvwadd_wch(stdscr, y, x, &cell);
}
/* Draws one cell holding the spacing character `wch` alone. */
static inline int ghb_put_char(int y, int x, wchar_t wch, attr_t attr, short pair) {
    wchar_t text[2] = {wch, 0};
    cchar_t cell;
    if (setcchar(&cell, text, attr, pair, NULL) == ERR) return ERR;
    return mvwadd_wch(stdscr, y, x, &cell);
}
/* Draws `count` printable ASCII bytes from (y, x), one cell each, as `ghb_put_cell` would one
   by one; returns the cells written. The cells are made from one template and added a run at a
   time (`wadd_wchnstr`), which leaves the window's cursor where it was: `refresh` places it. */
static inline int ghb_put_ascii(int y, int x, const unsigned char *text, int count, attr_t attr, short pair) {
    enum { run = 128 };
    wchar_t blank[2] = {L' ', 0};
    cchar_t template;
    cchar_t cells[run];
    if (setcchar(&template, blank, attr, pair, NULL) == ERR) return 0;
    int done = 0;
    while (done < count) {
        int length = count - done < run ? count - done : run;
        for (int i = 0; i < length; i++) {
            cells[i] = template;
            cells[i].chars[0] = (wchar_t)text[done + i];
        }
        if (mvwadd_wchnstr(stdscr, y, x + done, cells, length) == ERR) return done;
        done += length;
    }
    return count;
}
/* Mouse: the button masks are function-like macros Swift cannot import. */
static inline mmask_t ghb_mouse_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t ghb_mouse_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t ghb_mouse_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t ghb_mouse_button1_double_clicked(void) { return BUTTON1_DOUBLE_CLICKED; }
static inline mmask_t ghb_mouse_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t ghb_mouse_button5_pressed(void) { return BUTTON5_PRESSED; }
/* Asks for the left button (press, release, click, double click) and the wheel; ncurses turns
   reporting on in the terminal's own protocol (SGR 1006 where the terminfo entry has XM) and
   off again in endwin. Returns the events granted: 0 when the terminal has no mouse. */
static inline mmask_t ghb_mouse_start(void) {
    return mousemask(BUTTON1_PRESSED | BUTTON1_RELEASED | BUTTON1_CLICKED | BUTTON1_DOUBLE_CLICKED
                     | BUTTON4_PRESSED | BUTTON5_PRESSED, NULL);
}
#endif
