/* fuzz-nest.h: a libFuzzer mutator that also nests deeply.
 *
 * libFuzzer's own mutations grow an input a few bytes at a time, so a file whose
 * danger is depth (an expression inside 40,000 brackets, a long run of minus
 * signs, elements inside elements) is out of its reach. Now and then this one
 * wraps a stretch of the input in thousands of copies of an opening and a closing
 * token instead.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

size_t LLVMFuzzerMutate (uint8_t *data, size_t size, size_t max_size);

/* Mutates @data in place as LLVMFuzzerCustomMutator does. */
size_t fuzz_nest_mutate (uint8_t     *data,
                         size_t       size,
                         size_t       max_size,
                         unsigned int seed);
