#ifndef GHBROWSE_CCMARKGFM_SHIM_H
#define GHBROWSE_CCMARKGFM_SHIM_H

#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

/* The parser options ghbrowse uses: CommonMark defaults, invalid UTF-8 replaced, GFM
   footnotes (macro expressions Swift does not import). */
static inline int ghb_cmark_options(void) {
    return CMARK_OPT_DEFAULT | CMARK_OPT_VALIDATE_UTF8 | CMARK_OPT_FOOTNOTES;
}

/* A bump allocator for one parse (the caller lets one parse use it at a time): cmark-gfm's
   parser, tree and literals are carved out of large zeroed chunks (fresh anonymous mappings),
   `free` does nothing, and `ghb_arena_release` unmaps every chunk at once. Not cmark-gfm's own
   arena (`cmark_get_arena_mem_allocator`): with that one active, the table extension pushes and
   pops a 10 KB zeroed chunk for every table row it tries. Each block is preceded by its size, so
   `realloc` can grow the newest block in place or copy an older one. */
typedef struct ghb_arena_chunk {
    struct ghb_arena_chunk *previous;
    size_t size; /* bytes of the mapping, header included */
    size_t used; /* bytes handed out, header included */
    size_t last; /* offset of the newest block (after its size word), 0 when none */
} ghb_arena_chunk;

static ghb_arena_chunk *ghb_arena_top = NULL;

#define GHB_ARENA_CHUNK ((size_t)1 << 20)
#define GHB_ARENA_HEADER ((sizeof(ghb_arena_chunk) + 15) & ~(size_t)15)

static inline void *ghb_arena_calloc(size_t count, size_t size) {
    if (size != 0 && count > SIZE_MAX / size - 64) abort();
    size_t bytes = count * size;
    size_t need = (bytes + 8 + 7) & ~(size_t)7; /* a size word, blocks 8-byte aligned as cmark-gfm's own arena */
    ghb_arena_chunk *chunk = ghb_arena_top;
    if (chunk == NULL || chunk->size - chunk->used < need) {
        size_t mapped = need + GHB_ARENA_HEADER > GHB_ARENA_CHUNK ? need + GHB_ARENA_HEADER : GHB_ARENA_CHUNK;
        void *memory = mmap(NULL, mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (memory == MAP_FAILED) abort();
        chunk = (ghb_arena_chunk *)memory;
        chunk->previous = ghb_arena_top;
        chunk->size = mapped;
        chunk->used = GHB_ARENA_HEADER;
        chunk->last = 0;
        ghb_arena_top = chunk;
    }
    unsigned char *block = (unsigned char *)chunk + chunk->used + 8;
    *(size_t *)(block - 8) = bytes;
    chunk->last = chunk->used + 8;
    chunk->used += need;
    return block;
}

static inline void *ghb_arena_realloc(void *pointer, size_t size) {
    if (pointer == NULL) return ghb_arena_calloc(1, size);
    unsigned char *block = (unsigned char *)pointer;
    size_t old = *(size_t *)(block - 8);
    ghb_arena_chunk *chunk = ghb_arena_top;
    if (chunk != NULL && block == (unsigned char *)chunk + chunk->last) {
        size_t start = chunk->last - 8;
        if (size > SIZE_MAX - 64) abort();
        size_t need = (size + 8 + 7) & ~(size_t)7;
        if (need <= chunk->size - start) {
            /* The newest block grows (or shrinks) where it is; fresh mapping is already zero. */
            if (size < old) memset(block + size, 0, old - size);
            *(size_t *)(block - 8) = size;
            chunk->used = start + need;
            return block;
        }
    }
    void *moved = ghb_arena_calloc(1, size);
    memcpy(moved, block, old < size ? old : size);
    return moved;
}

static inline void ghb_arena_free(void *pointer) {
    (void)pointer;
}

/* Every chunk unmapped; the allocator is empty again. */
static inline void ghb_arena_release(void) {
    while (ghb_arena_top != NULL) {
        ghb_arena_chunk *previous = ghb_arena_top->previous;
        munmap(ghb_arena_top, ghb_arena_top->size);
        ghb_arena_top = previous;
    }
}

static cmark_mem ghb_arena_mem = { ghb_arena_calloc, ghb_arena_realloc, ghb_arena_free };

static inline cmark_mem *ghb_arena_allocator(void) {
    return &ghb_arena_mem;
}
#endif
