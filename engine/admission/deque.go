package admission

// deque is a growable ring of jobs: FIFO takes from the front, LIFO from the
// back. An unbounded queue under a million-request overload holds hundreds of
// thousands of jobs, so it must not shift a slice on every take.
type deque struct {
	buf  []*job
	head int
	n    int
}

func (d *deque) len() int { return d.n }

func (d *deque) push(j *job) {
	if d.n == len(d.buf) {
		d.grow()
	}
	d.buf[(d.head+d.n)%len(d.buf)] = j
	d.n++
}

func (d *deque) popFront() *job {
	j := d.buf[d.head]
	d.buf[d.head] = nil
	d.head = (d.head + 1) % len(d.buf)
	d.n--
	return j
}

func (d *deque) popBack() *job {
	i := (d.head + d.n - 1) % len(d.buf)
	j := d.buf[i]
	d.buf[i] = nil
	d.n--
	return j
}

func (d *deque) grow() {
	size := max(16, 2*len(d.buf))
	buf := make([]*job, size)
	for i := 0; i < d.n; i++ {
		buf[i] = d.buf[(d.head+i)%len(d.buf)]
	}
	d.buf, d.head = buf, 0
}
