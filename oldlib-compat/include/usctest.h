/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The old option and loop header. Its parts (TEST, TEST_RETURN, TEST_ERRNO,
 * TEST_LOOPING, TEST_PAUSE, parse_opts) live in test.h, as they did in the
 * old library's last releases; this header stays for the tests that still
 * include it.
 */
#ifndef USCTEST_H
#define USCTEST_H

#include "test.h"

#endif /* USCTEST_H */
