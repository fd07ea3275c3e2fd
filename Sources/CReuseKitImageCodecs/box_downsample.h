// Box-average downsampling fed one source row (or one interlace-pass row) at a time, so that
// only the destination — never the full-size source — is held in memory.

#ifndef RK_BOX_DOWNSAMPLE_H
#define RK_BOX_DOWNSAMPLE_H

#include <stdint.h>

typedef struct rk_box {
    uint32_t src_width, src_height, dst_width, dst_height;
    /// Destination column of every source column.
    uint32_t *column_map;
    /// Alpha-weighted sums per destination pixel: a·r, a·g, a·b, a.
    uint64_t *sums;
    /// Destination rows held in `sums`: one when rows arrive in order, all for Adam7.
    uint32_t band_rows;
    /// The destination row held in `sums` when `band_rows` is one.
    uint32_t band_row;
    uint8_t *out;
} rk_box;

/// Prepares a downsampler; returns 0 when out of memory. `in_order` promises rows arrive top to
/// bottom, which lets it keep a single destination row of sums.
int rk_box_init(rk_box *box, uint32_t src_width, uint32_t src_height, uint32_t dst_width,
                uint32_t dst_height, int in_order, uint8_t *out);

/// Adds `count` RGBA8 pixels of source row `y`, at columns `x0`, `x0 + step`, …
void rk_box_add(rk_box *box, const uint8_t *rgba, uint32_t count, uint32_t y, uint32_t x0,
                uint32_t step);

/// Writes every destination row not yet written.
void rk_box_finish(rk_box *box);

/// Releases the downsampler's memory (safe on a zeroed or half-initialised box).
void rk_box_free(rk_box *box);

#endif
