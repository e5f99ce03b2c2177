/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A printable data pattern that depends on the file offset. */
#ifndef DATAASCII_H
#define DATAASCII_H

/*
 * Fill bsize bytes of buffer with the pattern as it is at file offset
 * offset: the characters of listofchars (NULL: the letters, then a
 * newline and a NUL) repeated from the start of the file. Returns bsize.
 */
int dataasciigen(char *listofchars, char *buffer, int bsize, int offset);

/*
 * Check buffer against that pattern: -1 when it matches, else the file
 * offset of the first wrong byte. *errmsg (when errmsg is not NULL) points
 * to a static text saying which.
 */
int dataasciichk(char *listofchars, char *buffer, int bsize, int offset,
		 char **errmsg);

#endif /* DATAASCII_H */
