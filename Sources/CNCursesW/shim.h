#ifndef GHBROWSE_CNCURSESW_SHIM_H
#define GHBROWSE_CNCURSESW_SHIM_H
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#include <locale.h>
#include <ncursesw/ncurses.h>
#endif
