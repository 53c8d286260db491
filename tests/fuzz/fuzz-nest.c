/* fuzz-nest.c: deep nesting for every harness (see fuzz-nest.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "fuzz-nest.h"

#include <string.h>

typedef struct
{
  const char *open;
  const char *close;
} Pair;

/* What nests in our files: allowance expressions (brackets, signs, choices) and
 * XML elements, ours and foreign. */
static const Pair pairs[] = {
  { "(", ")" },
  { "-", "" },
  { "+", "" },
  { "2*(", ")" },
  { "stance (none: ", ")" },
  { "<g>", "</g>" },
  { "<x:e xmlns:x=\"urn:x\">", "</x:e>" },
  { "<area id=\"a\" kind=\"woods\">", "</area>" },
  { "<special id=\"s\">", "</special>" },
};

/* A small generator of our own, so a run is reproducible from libFuzzer's seed. */
static unsigned int
next (unsigned int *state)
{
  *state = *state * 1103515245u + 12345u;
  return *state >> 8;
}

/* How many copies: mostly a few, sometimes tens of thousands. */
static size_t
pick_count (unsigned int *state)
{
  unsigned int shift = next (state) % 18;
  return 1 + next (state) % (1u << shift);
}

/* The value of the first attribute at or after @start (wrapping round):
 * data[*from, *to) between its quotes. */
static int
find_value (const uint8_t *data,
            size_t         size,
            size_t         start,
            size_t        *from,
            size_t        *to)
{
  for (size_t n = 0; n + 1 < size; n++)
    {
      size_t i = (start + n) % (size - 1);

      if (data[i] == '=' && data[i + 1] == '"')
        {
          const uint8_t *end = memchr (data + i + 2, '"', size - i - 2);

          if (end == NULL)
            return 0;
          *from = i + 2;
          *to = (size_t) (end - data);
          return 1;
        }
    }
  return 0;
}

size_t
fuzz_nest_mutate (uint8_t     *data,
                  size_t       size,
                  size_t       max_size,
                  unsigned int seed)
{
  unsigned int state = seed;

  if (size == 0 || next (&state) % 8 != 0)
    return LLVMFuzzerMutate (data, size, max_size);

  const Pair *pair = &pairs[next (&state) % (sizeof pairs / sizeof pairs[0])];
  size_t open_len = strlen (pair->open), close_len = strlen (pair->close);
  size_t unit = open_len + close_len;
  size_t count = pick_count (&state);
  if (size >= max_size || (max_size - size) / unit == 0)
    return LLVMFuzzerMutate (data, size, max_size);
  if (count > (max_size - size) / unit)
    count = (max_size - size) / unit;

  /* Wrap data[from, to) in the copies: half the time an attribute's value,
   * where expressions are, else any stretch. */
  size_t from, to;
  if (next (&state) % 2 == 0 && find_value (data, size, next (&state) % size, &from, &to))
    ;
  else
    {
      from = next (&state) % (size + 1);
      to = from + next (&state) % (size - from + 1);
    }
  size_t grow_open = count * open_len, grow_close = count * close_len;

  memmove (data + to + grow_open + grow_close, data + to, size - to);
  memmove (data + from + grow_open, data + from, to - from);
  for (size_t i = 0; i < count; i++)
    memcpy (data + from + i * open_len, pair->open, open_len);
  for (size_t i = 0; i < count; i++)
    memcpy (data + to + grow_open + i * close_len, pair->close, close_len);
  return size + grow_open + grow_close;
}

size_t LLVMFuzzerCustomMutator (uint8_t *data, size_t size, size_t max_size, unsigned int seed);

size_t
LLVMFuzzerCustomMutator (uint8_t     *data,
                         size_t       size,
                         size_t       max_size,
                         unsigned int seed)
{
  return fuzz_nest_mutate (data, size, max_size, seed);
}
